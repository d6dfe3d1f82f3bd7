import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import TvIcon from '@mui/icons-material/Tv';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';

/**
 * /player… and /display/… (open to everyone). PLACEHOLDER: the display player
 * (display ID, "Start Display", rotation) arrives in a later release.
 */
export function PlayerPlaceholder() {
  const [params] = useSearchParams();
  const displayId = params.get('displayId');
  return (
    <Box
      component="main"
      id="main-content"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: '#0b1020', color: 'common.white', p: 3, textAlign: 'center' }}
    >
      <Box sx={{ maxWidth: 520 }}>
        <TvIcon aria-hidden sx={{ fontSize: 64, color: '#a5b4fc' }} />
        <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.5rem' }, mt: 2 }}>
          Display Player
        </Typography>
        <Typography sx={{ mt: 1.5, color: 'rgba(255,255,255,0.8)' }}>
          The display player arrives in a later release.
        </Typography>
        {displayId && (
          <Typography sx={{ mt: 1, color: 'rgba(255,255,255,0.8)' }}>Display ID: {displayId}</Typography>
        )}
        <Link component={RouterLink} to="/" sx={{ display: 'inline-block', mt: 4, color: '#c7d2fe' }}>
          Go to ScreenSpace
        </Link>
      </Box>
    </Box>
  );
}
