import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface Benefit {
  title: string;
  text: string;
  icon: ReactNode;
}

/** A responsive grid of benefits, each with an h3. */
export function BenefitGrid({ benefits }: { benefits: readonly Benefit[] }) {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: `repeat(${Math.min(benefits.length, 4)}, 1fr)` },
      }}
    >
      {benefits.map((benefit) => (
        <Box
          component="li"
          key={benefit.title}
          sx={{ bgcolor: 'background.paper', border: 1, borderColor: 'divider', borderRadius: 3.5, p: 3 }}
        >
          <Box aria-hidden sx={{ color: 'primary.main', mb: 1.5 }}>
            {benefit.icon}
          </Box>
          <Typography variant="h3">{benefit.title}</Typography>
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {benefit.text}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
