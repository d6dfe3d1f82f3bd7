import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { MOBILE_MARKER_COLOR } from './priceIcon';

function Swatch({ color, label }: { color: string; label: string }) {
  return (
    <Box component="li" sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
      <Box aria-hidden sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: color, border: '2px solid #fff', boxShadow: 1 }} />
      <Typography component="span" variant="caption" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
    </Box>
  );
}

/** What the marker colours mean; prices on the pins are per hour, in whole dollars. */
export function MapLegend({ primaryColor }: { primaryColor: string }) {
  return (
    <Box
      component="ul"
      aria-label="Map legend"
      sx={{
        position: 'absolute',
        left: 10,
        bottom: 10,
        zIndex: 1000,
        m: 0,
        px: 1.25,
        py: 0.75,
        listStyle: 'none',
        display: 'flex',
        gap: 1.5,
        bgcolor: 'rgba(255,255,255,0.92)',
        borderRadius: 2,
        boxShadow: 1,
        pointerEvents: 'none',
      }}
    >
      <Swatch color={primaryColor} label="Fixed display" />
      <Swatch color={MOBILE_MARKER_COLOR} label="Mobile display" />
    </Box>
  );
}
