import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRef, useState, type FormEvent } from 'react';
import type { CreateDisplayBody, HostDisplay, UpdateDisplayBody } from '../../../api/displays';
import type { AddressSuggestion } from '../../../api/geocode';
import { AddressSearch } from './AddressSearch';
import { DisplayAddressFields } from './DisplayAddressFields';
import { DisplayDetailsFields } from './DisplayDetailsFields';
import { DisplayPositionFields } from './DisplayPositionFields';
import {
  addressOf,
  DEFAULT_DISPLAY_FORM,
  fieldId,
  fillAddress,
  firstError,
  validateDisplayForm,
  type DisplayFormErrors,
  type DisplayFormValues,
} from './displayForm';
import { formValuesOf, toCreateBody, toUpdateBody } from './displayFormBody';
import { LocationChangeNotice } from './LocationChangeNotice';
import { DisplayFormIdContext } from './useFieldId';

type DisplayFormProps = {
  onCancel: () => void;
  pending: boolean;
} & (
  | { display?: undefined; onSubmit: (body: CreateDisplayBody) => void }
  /** Edit: the form opens filled with the display and sends only what changed. */
  | { display: HostDisplay; onSubmit: (body: UpdateDisplayBody) => void }
);

const ADDRESS_ERRORS = { address: undefined, streetAddress: undefined, city: undefined, state: undefined, zipCode: undefined };

/**
 * The display form (docs/product-rules.md §12, §14, §15): "Add New Display", or the same form
 * filled in to edit a display. Nothing is sent until the required fields are filled and an
 * address is picked from the suggestions; the pin on the map (or the coordinates typed)
 * places the exact spot, and the time zone is proposed from it (docs/product-rules.md §2.4).
 * The page remounts the form (new key) after a success, which resets it.
 */
export function DisplayForm(props: DisplayFormProps) {
  const { display, onCancel, pending } = props;
  const [initial] = useState<DisplayFormValues>(() => (display ? formValuesOf(display) : DEFAULT_DISPLAY_FORM));
  const [values, setValues] = useState<DisplayFormValues>(initial);
  const [address, setAddress] = useState<AddressSuggestion | null>(() => (display ? addressOf(initial) : null));
  const [errors, setErrors] = useState<DisplayFormErrors>({});
  const addressRef = useRef<HTMLInputElement>(null);
  const headingId = display ? 'edit-display-heading' : 'add-display-heading';
  const form = display ? 'edit-display' : 'display';

  const update = (patch: Partial<DisplayFormValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    const cleared = Object.keys(patch).filter((field) => errors[field as keyof DisplayFormErrors]);
    if (cleared.length > 0) setErrors((current) => ({ ...current, ...Object.fromEntries(cleared.map((f) => [f, undefined])) }));
  };

  const pickAddress = (picked: AddressSuggestion | null) => {
    setAddress(picked);
    if (!picked) return;
    setValues((current) => fillAddress(current, picked));
    setErrors((current) => ({ ...current, ...ADDRESS_ERRORS, latitude: undefined }));
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateDisplayForm(values, address);
    setErrors(found);
    const first = firstError(found);
    if (first === 'address') addressRef.current?.focus();
    else if (first) document.getElementById(fieldId(first, form))?.focus();
    if (first) return;
    if (props.display) props.onSubmit(toUpdateBody(initial, values));
    else props.onSubmit(toCreateBody(values));
  };

  return (
    <DisplayFormIdContext.Provider value={form}>
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.35rem' }}>
        {display ? 'Edit Display' : 'Add New Display'}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
        {display
          ? 'Price, hours and audience change at once (bookings already made keep their price). A new address of an approved display is reviewed by our team first.'
          : 'New displays are reviewed by our team before tenants can book them.'}
      </Typography>
      <Box component="form" noValidate onSubmit={handleSubmit} aria-labelledby={headingId} sx={{ display: 'grid', gap: 3 }}>
        <TextField
          id={fieldId('name', form)}
          label="Display Name"
          placeholder="e.g. Downtown Cafe Window"
          required
          value={values.name}
          onChange={(event) => update({ name: event.target.value })}
          error={Boolean(errors.name)}
          helperText={errors.name}
        />
        {display && <LocationChangeNotice display={display} />}
        <AddressSearch id={fieldId('address', form)} value={address} onChange={pickAddress} error={errors.address} inputRef={addressRef} />
        <DisplayAddressFields values={values} errors={errors} onChange={update} />
        {address && <DisplayPositionFields values={values} errors={errors} approximate={address.approximate} onChange={update} />}
        <DisplayDetailsFields values={values} errors={errors} onChange={update} />
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1.5, flexWrap: 'wrap' }}>
          <Button onClick={onCancel} color="inherit" variant="outlined" sx={{ borderColor: 'divider' }}>
            Cancel
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={pending}
            startIcon={pending ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
          >
            {display ? (pending ? 'Saving…' : 'Save Changes') : pending ? 'Adding…' : 'Add Display'}
          </Button>
        </Box>
      </Box>
    </DisplayFormIdContext.Provider>
  );
}
