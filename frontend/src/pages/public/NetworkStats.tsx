import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LANDING_CLAIMS } from './copy';

export function NetworkStats() {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(3, 1fr)',
        gap: { xs: 2, md: 4 },
        m: 0,
        mt: { xs: 5, md: 7 },
        maxWidth: 640,
      }}
    >
      {LANDING_CLAIMS.map((claim) => (
        <Box key={claim.label} sx={{ display: 'flex', flexDirection: 'column-reverse' }}>
          <Typography component="dt" sx={{ color: 'rgba(255,255,255,0.85)', fontWeight: 500 }}>
            {claim.label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontSize: { xs: '2rem', md: '2.5rem' }, fontWeight: 800, color: 'common.white' }}>
            {claim.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
