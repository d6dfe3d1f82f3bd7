import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import TvIcon from '@mui/icons-material/Tv';

/** The ScreenSpace word mark. Decorative: wrap it in a link with its own name. */
export function BrandLogo({ inverse = false, size = 'medium' }: { inverse?: boolean; size?: 'medium' | 'large' }) {
  const large = size === 'large';
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <Box
        aria-hidden
        sx={{
          display: 'grid',
          placeItems: 'center',
          width: large ? 40 : 34,
          height: large ? 40 : 34,
          borderRadius: 2,
          bgcolor: inverse ? 'rgba(255,255,255,0.16)' : 'primary.main',
          color: 'primary.contrastText',
        }}
      >
        <TvIcon fontSize={large ? 'medium' : 'small'} />
      </Box>
      <Typography
        component="span"
        sx={{
          fontWeight: 800,
          fontSize: large ? '1.4rem' : '1.15rem',
          letterSpacing: '-0.02em',
          color: inverse ? 'common.white' : 'text.primary',
        }}
      >
        ScreenSpace
      </Typography>
    </Box>
  );
}
