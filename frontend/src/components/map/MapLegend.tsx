import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { MOBILE_MARKER_COLOR } from './priceIcon';

/** A miniature of the pin: round for fixed displays, square with a vehicle glyph for mobile ones. */
function Swatch({ color, label, mobile }: { color: string; label: string; mobile: boolean }) {
  return (
    <Box component="li" sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
      <Box
        aria-hidden
        sx={{
          display: 'inline-grid',
          placeItems: 'center',
          width: 20,
          height: 16,
          borderRadius: mobile ? '3px' : '8px',
          bgcolor: color,
          color: '#fff',
          border: '2px solid #fff',
          boxShadow: 1,
        }}
      >
        {mobile && (
          <svg viewBox="0 0 24 24" width="10" height="10" focusable="false">
            <path
              fill="currentColor"
              d="M3 5h11v3h3.5L21 12v5h-2a2.5 2.5 0 0 1-5 0H9a2.5 2.5 0 0 1-5 0H3zm13 5v2h3.2l-1.5-2zM6.5 16.2a1.3 1.3 0 1 0 0 2.6 1.3 1.3 0 0 0 0-2.6zm10 0a1.3 1.3 0 1 0 0 2.6 1.3 1.3 0 0 0 0-2.6z"
            />
          </svg>
        )}
      </Box>
      <Typography component="span" variant="caption" sx={{ fontWeight: 600, color: 'text.primary' }}>
        {label}
      </Typography>
    </Box>
  );
}

/**
 * What the markers mean; prices on the pins are per hour, in whole dollars. It sits at
 * the top right: the zoom buttons hold the top left and the attribution the bottom
 * edge, which a phone-wide legend would otherwise cover.
 */
export function MapLegend({ primaryColor }: { primaryColor: string }) {
  return (
    <Box
      component="ul"
      aria-label="Map legend"
      sx={{
        position: 'absolute',
        right: 10,
        top: 10,
        zIndex: 1000,
        m: 0,
        px: 1.25,
        py: 0.75,
        listStyle: 'none',
        display: 'flex',
        flexWrap: 'wrap',
        gap: { xs: 1, sm: 1.5 },
        maxWidth: 'calc(100% - 70px)',
        bgcolor: 'rgba(255,255,255,0.95)',
        borderRadius: 2,
        boxShadow: 1,
        pointerEvents: 'none',
      }}
    >
      <Swatch color={primaryColor} label="Fixed display" mobile={false} />
      <Swatch color={MOBILE_MARKER_COLOR} label="Mobile display" mobile />
    </Box>
  );
}
