import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { formatPercent } from '../../utils/format';

/** A percentage as text and as a progress bar (capped at 100 %); `label` names the bar for screen readers. */
export function ShareBar({ value, label }: { value: number; label: string }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 160 }}>
      <LinearProgress
        variant="determinate"
        value={Math.min(100, Math.max(0, value))}
        aria-label={label}
        aria-valuetext={formatPercent(value)}
        sx={{ flexGrow: 1, height: 8, borderRadius: 4 }}
      />
      <Typography component="span" variant="body2" sx={{ fontVariantNumeric: 'tabular-nums', minWidth: 52, textAlign: 'right' }}>
        {formatPercent(value)}
      </Typography>
    </Box>
  );
}
