import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

export type Fact = readonly [label: string, value: ReactNode];

/** Label/value rows of a card (creative, booking group), as a description list. */
export function FactList({ rows, children, sx }: { rows: readonly Fact[]; children?: ReactNode; sx?: SxProps<Theme> }) {
  return (
    <Box
      component="dl"
      sx={[{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0 }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
      {children}
    </Box>
  );
}
