import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { formatHours } from '../../../utils/bookingFormat';
import { HOURS_OPTIONS } from './bookingRules';

interface HoursPerDayPickerProps {
  value: number;
  onChange: (hours: number) => void;
  disabled?: boolean;
}

/** Hours of airtime per date, 1 to 4 (docs/product-rules.md §15), as segmented buttons. */
export function HoursPerDayPicker({ value, onChange, disabled = false }: HoursPerDayPickerProps) {
  return (
    <Box>
      <Typography id="booking-hours-label" component="h3" variant="h6" sx={{ mb: 1 }}>
        Hours per day
      </Typography>
      <ToggleButtonGroup
        exclusive
        fullWidth
        size="small"
        color="primary"
        value={value}
        disabled={disabled}
        onChange={(_event, hours: number | null) => {
          if (hours !== null) onChange(hours);
        }}
        aria-labelledby="booking-hours-label"
      >
        {HOURS_OPTIONS.map((hours) => (
          <ToggleButton
            key={hours}
            value={hours}
            sx={{
              py: 1,
              '&.Mui-selected, &.Mui-selected:hover': { bgcolor: 'primary.main', color: 'primary.contrastText' },
            }}
          >
            {formatHours(hours)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Box>
  );
}
