import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRef, useState, type FormEvent } from 'react';
import type { CreateDisplayBody } from '../../../api/displays';
import type { AddressSuggestion } from '../../../api/geocode';
import { AddressSearch } from './AddressSearch';
import { DisplayAddressFields } from './DisplayAddressFields';
import { DisplayDetailsFields } from './DisplayDetailsFields';
import {
  DEFAULT_DISPLAY_FORM,
  fieldId,
  fillAddress,
  firstError,
  toCreateBody,
  validateDisplayForm,
  type DisplayFormErrors,
  type DisplayFormValues,
} from './displayForm';

interface AddDisplayFormProps {
  onSubmit: (body: CreateDisplayBody) => void;
  onCancel: () => void;
  pending: boolean;
}

/**
 * "Add New Display" (docs/product-rules.md §12, §14, §15). Nothing is sent until the required
 * fields are filled and an address is picked from the suggestions. The page
 * remounts the form (new key) after a success, which resets it to defaults.
 */
export function AddDisplayForm({ onSubmit, onCancel, pending }: AddDisplayFormProps) {
  const [values, setValues] = useState<DisplayFormValues>(DEFAULT_DISPLAY_FORM);
  const [address, setAddress] = useState<AddressSuggestion | null>(null);
  const [errors, setErrors] = useState<DisplayFormErrors>({});
  const addressRef = useRef<HTMLInputElement>(null);

  const update = (patch: Partial<DisplayFormValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    const cleared = Object.keys(patch).filter((field) => errors[field as keyof DisplayFormErrors]);
    if (cleared.length > 0) setErrors((current) => ({ ...current, ...Object.fromEntries(cleared.map((f) => [f, undefined])) }));
  };

  const pickAddress = (picked: AddressSuggestion | null) => {
    setAddress(picked);
    if (!picked) return;
    setValues((current) => fillAddress(current, picked));
    setErrors((current) => ({
      ...current,
      address: undefined,
      streetAddress: undefined,
      city: undefined,
      state: undefined,
      zipCode: undefined,
    }));
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateDisplayForm(values, address);
    setErrors(found);
    const first = firstError(found);
    if (first === 'address') addressRef.current?.focus();
    else if (first) document.getElementById(fieldId(first))?.focus();
    if (first || !address) return;
    onSubmit(toCreateBody(values, address));
  };

  return (
    <Card component="section" aria-labelledby="add-display-heading" sx={{ mb: 4 }}>
      <CardContent sx={{ p: { xs: 2.5, md: 4 } }}>
        <Typography id="add-display-heading" variant="h2" sx={{ fontSize: '1.35rem' }}>
          Add New Display
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
          New displays are reviewed by our team before tenants can book them.
        </Typography>
        <Box component="form" noValidate onSubmit={handleSubmit} aria-labelledby="add-display-heading" sx={{ display: 'grid', gap: 3 }}>
          <TextField
            id={fieldId('name')}
            label="Display Name"
            placeholder="e.g. Downtown Cafe Window"
            required
            value={values.name}
            onChange={(event) => update({ name: event.target.value })}
            error={Boolean(errors.name)}
            helperText={errors.name}
          />
          <AddressSearch id={fieldId('address')} value={address} onChange={pickAddress} error={errors.address} inputRef={addressRef} />
          <DisplayAddressFields values={values} errors={errors} onChange={update} />
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
              {pending ? 'Adding…' : 'Add Display'}
            </Button>
          </Box>
        </Box>
      </CardContent>
    </Card>
  );
}
