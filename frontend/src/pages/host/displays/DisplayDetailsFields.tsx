import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import type { LocationType } from '../../../api/displays';
import { ChipMultiSelect } from '../../../components/ChipMultiSelect';
import { AGE_RANGE_OPTIONS, AUDIENCE_OPTIONS, HOUR_OPTIONS, LOCATION_TYPE_OPTIONS } from '../../../utils/displayLabels';
import { formatTime12 } from '../../../utils/format';
import { type DisplayFormErrors, type DisplayFormValues } from './displayForm';
import { useFieldId } from './useFieldId';

interface DisplayDetailsFieldsProps {
  values: DisplayFormValues;
  errors: DisplayFormErrors;
  onChange: (patch: Partial<DisplayFormValues>) => void;
}

const quarter = { gridColumn: { xs: 'span 1', md: 'span 3' } };
const half = { gridColumn: { xs: 'span 2', md: 'span 6' } };
const full = { gridColumn: { xs: 'span 2', md: 'span 12' } };

/** Hours, price, location type, mobile flag, audiences and notes of a new display. */
export function DisplayDetailsFields({ values, errors, onChange }: DisplayDetailsFieldsProps) {
  const fieldId = useFieldId();
  const hourItems = HOUR_OPTIONS.map((hour) => (
    <MenuItem key={hour} value={hour}>
      {formatTime12(hour)}
    </MenuItem>
  ));

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(12, 1fr)' } }}>
      <TextField
        id={fieldId('startTime')}
        select
        label="Start Time"
        value={values.startTime}
        onChange={(e) => onChange({ startTime: e.target.value })}
        sx={quarter}
      >
        {hourItems}
      </TextField>
      <TextField
        id={fieldId('endTime')}
        select
        label="End Time"
        value={values.endTime}
        onChange={(e) => onChange({ endTime: e.target.value })}
        sx={quarter}
      >
        {hourItems}
      </TextField>
      <TextField
        id={fieldId('pricePerHour')}
        label="Price per Hour"
        type="number"
        required
        value={values.pricePerHour}
        onChange={(e) => onChange({ pricePerHour: e.target.value })}
        error={Boolean(errors.pricePerHour)}
        helperText={errors.pricePerHour}
        slotProps={{
          htmlInput: { min: 0, step: 0.01, inputMode: 'decimal' },
          input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
        }}
        sx={quarter}
      />
      <TextField
        id={fieldId('locationType')}
        select
        label="Location Type"
        required
        value={values.locationType}
        onChange={(e) => onChange({ locationType: e.target.value as LocationType })}
        error={Boolean(errors.locationType)}
        helperText={errors.locationType}
        sx={quarter}
      >
        {LOCATION_TYPE_OPTIONS.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        id={fieldId('audiencePerHour')}
        label="Audience per Hour"
        type="number"
        value={values.audiencePerHour}
        onChange={(e) => onChange({ audiencePerHour: e.target.value })}
        error={Boolean(errors.audiencePerHour)}
        helperText={
          errors.audiencePerHour ??
          'Optional: about how many people see the screen in an average open hour (0–100,000). Advertisers use it to compare reach and price.'
        }
        slotProps={{ htmlInput: { min: 0, max: 100000, step: 1, inputMode: 'numeric' } }}
        sx={half}
      />
      <FormControlLabel
        control={<Switch checked={values.isMobile} onChange={(e) => onChange({ isMobile: e.target.checked })} />}
        label="Mobile display (on a vehicle or moving around)"
        sx={{ ...full, ml: 0, gap: 1 }}
      />
      <Box sx={half}>
        <ChipMultiSelect
          id={fieldId('targetAgeRanges')}
          label="Target Age Ranges"
          options={AGE_RANGE_OPTIONS}
          value={values.targetAgeRanges}
          onChange={(targetAgeRanges) => onChange({ targetAgeRanges })}
        />
      </Box>
      <Box sx={half}>
        <ChipMultiSelect
          id={fieldId('targetAudiences')}
          label="Target Audiences"
          options={AUDIENCE_OPTIONS}
          value={values.targetAudiences}
          onChange={(targetAudiences) => onChange({ targetAudiences })}
        />
      </Box>
      <TextField
        id={fieldId('demographicNotes')}
        label="Demographic Notes"
        placeholder="Who passes by this screen, and when?"
        multiline
        minRows={3}
        value={values.demographicNotes}
        onChange={(e) => onChange({ demographicNotes: e.target.value })}
        sx={full}
      />
    </Box>
  );
}
