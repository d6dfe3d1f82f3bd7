import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** Top band of the Partner and Advertise pages. */
export function MarketingHero({ eyebrow, title, text, children }: { eyebrow: string; title: string; text: string; children?: ReactNode }) {
  return (
    <Box
      component="section"
      aria-labelledby="page-heading"
      sx={{
        background: 'linear-gradient(135deg, #312e81 0%, #4338ca 60%, #6d28d9 100%)',
        color: 'common.white',
        py: { xs: 8, md: 11 },
      }}
    >
      <Container maxWidth="lg">
        <Typography variant="overline" component="p" sx={{ color: 'rgba(255,255,255,0.85)' }}>
          {eyebrow}
        </Typography>
        <Typography id="page-heading" variant="h1" sx={{ fontSize: { xs: '2.25rem', md: '3rem' }, mt: 1 }}>
          {title}
        </Typography>
        <Typography sx={{ mt: 2, maxWidth: 640, fontSize: { xs: '1.05rem', md: '1.2rem' }, color: 'rgba(255,255,255,0.9)' }}>
          {text}
        </Typography>
        {children && <Box sx={{ mt: 4, display: 'flex', gap: 2, flexWrap: 'wrap' }}>{children}</Box>}
      </Container>
    </Box>
  );
}
