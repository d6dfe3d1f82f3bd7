import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** The spinner shown while data loads (docs/product-rules.md §12). */
export function LoadingScreen({ label = 'Loading', fullHeight = true }: { label?: string; fullHeight?: boolean }) {
  return (
    <Box
      sx={{
        display: 'grid',
        placeItems: 'center',
        minHeight: fullHeight ? '100vh' : 240,
        width: '100%',
      }}
    >
      <CircularProgress aria-label={label} />
    </Box>
  );
}
