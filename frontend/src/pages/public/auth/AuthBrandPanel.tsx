import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircleOutline';
import { BrandLogo } from '../../../components/BrandLogo';
import { TAGLINE } from '../copy';

const POINTS = [
  'Screens in gyms, cafes, offices and on the move',
  'Book airtime by the day and the hour',
  'Every display and ad reviewed by our team',
];

/** The decorative brand side of the login screen (md and up), with the tagline of docs/product-rules.md §1. */
export function AuthBrandPanel() {
  return (
    <Box
      sx={{
        display: { xs: 'none', md: 'flex' },
        flexDirection: 'column',
        justifyContent: 'space-between',
        p: 6,
        color: 'common.white',
        background: 'linear-gradient(160deg, #312e81 0%, #4338ca 55%, #6d28d9 100%)',
      }}
    >
      <BrandLogo inverse size="large" />
      <Box>
        <Typography component="p" sx={{ fontSize: '2.25rem', fontWeight: 800, lineHeight: 1.15, letterSpacing: '-0.02em', maxWidth: 460 }}>
          {TAGLINE}
        </Typography>
        <Box component="ul" sx={{ listStyle: 'none', p: 0, mt: 4, mb: 0, display: 'grid', gap: 1.5 }}>
          {POINTS.map((point) => (
            <Box component="li" key={point} sx={{ display: 'flex', gap: 1.5, alignItems: 'center', color: 'rgba(255,255,255,0.92)' }}>
              <CheckCircleIcon aria-hidden fontSize="small" />
              {point}
            </Box>
          ))}
        </Box>
      </Box>
      <Typography variant="body2" sx={{ color: 'rgba(255,255,255,0.75)' }}>
        Digital screen advertising across Arizona
      </Typography>
    </Box>
  );
}
