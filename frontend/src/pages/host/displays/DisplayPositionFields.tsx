import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Suspense } from 'react';
import { trackedLazy } from '../../../components/trackedLazy';
import { proposeTimeZone, TIME_ZONE_OPTIONS } from '../../../utils/timeZones';
import { moveTo, positionOf, type DisplayFormErrors, type DisplayFormValues } from './displayForm';
import { useFieldId } from './useFieldId';

/** Leaflet and the draggable pin come in a chunk of their own, once an address is picked. */
const LocationPickerMap = trackedLazy(() => import('./LocationPickerMap'));

interface DisplayPositionFieldsProps {
  values: DisplayFormValues;
  errors: DisplayFormErrors;
  /** The picked address is only a ZIP's or a place's centre. */
  approximate: boolean;
  onChange: (patch: Partial<DisplayFormValues>) => void;
}

/**
 * Where exactly the screen is (docs/product-rules.md §10.5): a small map whose pin the host
 * drags, and the same position as latitude and longitude for keyboard users; then the time
 * zone, proposed from the position (docs/product-rules.md §2.4) and open to change.
 */
export function DisplayPositionFields({ values, errors, approximate, onChange }: DisplayPositionFieldsProps) {
  const fieldId = useFieldId();
  const position = positionOf(values);
  const proposed = position ? proposeTimeZone(position.lat, position.lng) : null;
  const zones = TIME_ZONE_OPTIONS.some((o) => o.value === values.timeZone)
    ? TIME_ZONE_OPTIONS
    : [...TIME_ZONE_OPTIONS, { value: values.timeZone, label: values.timeZone }];
  const typed = (field: 'latitude' | 'longitude', text: string) => {
    const next = { ...values, [field]: text };
    const moved = positionOf(next);
    // A complete position proposes its zone, as a dragged pin does.
    onChange(moved ? { [field]: text, timeZone: proposeTimeZone(moved.lat, moved.lng) } : { [field]: text });
  };

  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0, display: 'grid', gap: 2 }}>
      <Box component="legend" sx={{ typography: 'subtitle2', mb: 1 }}>
        Exact position
      </Box>
      {approximate && (
        <Alert severity="info" variant="outlined" role="note">
          Approximate location: the address search only knows the centre of this ZIP code or place. Drag the pin to the exact spot of the
          screen, or type its latitude and longitude.
        </Alert>
      )}
      <Box sx={{ height: 260, borderRadius: 2, overflow: 'hidden', border: 1, borderColor: 'divider' }}>
        {/* Not a live region: the page's toasts are its status messages. */}
        <Suspense
          fallback={<Box sx={{ height: '100%', display: 'grid', placeItems: 'center', color: 'text.secondary' }}>Loading map…</Box>}
        >
          {position && (
            <LocationPickerMap position={position} onMove={(lat, lng) => onChange(moveTo(values, lat, lng))} label="Display position" />
          )}
        </Suspense>
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(12, 1fr)' } }}>
        <TextField
          id={fieldId('latitude')}
          label="Latitude"
          value={values.latitude}
          onChange={(event) => typed('latitude', event.target.value)}
          error={Boolean(errors.latitude)}
          helperText={errors.latitude ?? 'Set by the pin; e.g. 33.4484'}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          sx={{ gridColumn: { xs: 'span 1', md: 'span 3' } }}
        />
        <TextField
          id={fieldId('longitude')}
          label="Longitude"
          value={values.longitude}
          onChange={(event) => typed('longitude', event.target.value)}
          error={Boolean(errors.longitude)}
          helperText={errors.longitude ?? 'e.g. -112.0740'}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          sx={{ gridColumn: { xs: 'span 1', md: 'span 3' } }}
        />
        <TextField
          id={fieldId('timeZone')}
          select
          label="Time Zone"
          value={values.timeZone}
          onChange={(event) => onChange({ timeZone: event.target.value })}
          helperText={
            proposed && proposed !== values.timeZone
              ? `The map position suggests ${proposed}; keep your choice only if the screen runs on other time.`
              : 'Proposed from the map position: the Navajo Nation keeps daylight saving time, the rest of Arizona does not.'
          }
          sx={{ gridColumn: { xs: 'span 2', md: 'span 6' } }}
        >
          {zones.map((zone) => (
            <MenuItem key={zone.value} value={zone.value}>
              {zone.label}
            </MenuItem>
          ))}
        </TextField>
      </Box>
    </Box>
  );
}
