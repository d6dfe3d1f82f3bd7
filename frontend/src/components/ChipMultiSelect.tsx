import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import type { Option } from '../utils/displayLabels';

interface ChipMultiSelectProps<T extends string> {
  id: string;
  label: string;
  options: readonly Option<T>[];
  value: readonly T[];
  onChange: (value: T[]) => void;
}

/**
 * A multi-select as a group of toggle chips: each chip is a button with
 * aria-pressed, reachable with Tab and toggled with Enter or Space.
 */
export function ChipMultiSelect<T extends string>({ id, label, options, value, onChange }: ChipMultiSelectProps<T>) {
  const toggle = (option: T) =>
    onChange(
      value.includes(option)
        ? value.filter((v) => v !== option)
        : options.map((o) => o.value).filter((v) => v === option || value.includes(v)),
    );

  return (
    <Box component="fieldset" id={id} sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Typography component="legend" variant="body2" sx={{ fontWeight: 600, mb: 1, p: 0 }}>
        {label}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {options.map((option) => {
          const selected = value.includes(option.value);
          return (
            <Chip
              key={option.value}
              label={option.label}
              onClick={() => toggle(option.value)}
              aria-pressed={selected}
              color={selected ? 'primary' : 'default'}
              variant={selected ? 'filled' : 'outlined'}
              icon={selected ? <CheckIcon aria-hidden /> : undefined}
            />
          );
        })}
      </Box>
    </Box>
  );
}
