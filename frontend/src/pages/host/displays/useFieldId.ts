import { createContext, useContext } from 'react';
import { fieldId, type DisplayFormField } from './displayForm';

/** Which display form the fields are in: the Add form and an Edit dialog can be in the page at once, so their ids differ. */
export const DisplayFormIdContext = createContext('display');

/** The DOM id of a field of the surrounding display form. */
export function useFieldId(): (field: DisplayFormField) => string {
  const form = useContext(DisplayFormIdContext);
  return (field) => fieldId(field, form);
}
