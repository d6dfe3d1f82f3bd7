import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** The row of stat cards at the top of a dashboard or analytics page. */
export function StatGrid({ columns, children }: { columns: 2 | 3 | 4; children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: `repeat(${columns}, 1fr)` },
      }}
    >
      {children}
    </Box>
  );
}
