import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { type DisplayFormErrors, type DisplayFormValues } from './displayForm';
import { useFieldId } from './useFieldId';

type AddressField = 'streetAddress' | 'city' | 'state' | 'zipCode';

const FIELDS: { field: AddressField; label: string; autoComplete: string; span: number }[] = [
  { field: 'streetAddress', label: 'Street Address', autoComplete: 'address-line1', span: 5 },
  { field: 'city', label: 'City', autoComplete: 'address-level2', span: 3 },
  { field: 'state', label: 'State', autoComplete: 'address-level1', span: 2 },
  { field: 'zipCode', label: 'ZIP Code', autoComplete: 'postal-code', span: 2 },
];

interface DisplayAddressFieldsProps {
  values: DisplayFormValues;
  errors: DisplayFormErrors;
  onChange: (patch: Partial<DisplayFormValues>) => void;
}

/** Street, city, state and ZIP: filled by picking an address, still editable. */
export function DisplayAddressFields({ values, errors, onChange }: DisplayAddressFieldsProps) {
  const fieldId = useFieldId();
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(12, 1fr)' } }}>
      {FIELDS.map(({ field, label, autoComplete, span }) => (
        <TextField
          key={field}
          id={fieldId(field)}
          label={label}
          required
          autoComplete={autoComplete}
          value={values[field]}
          onChange={(event) => onChange({ [field]: event.target.value })}
          error={Boolean(errors[field])}
          helperText={errors[field]}
          sx={{ gridColumn: { xs: field === 'streetAddress' || field === 'city' ? 'span 2' : 'span 1', md: `span ${span}` } }}
        />
      ))}
    </Box>
  );
}
