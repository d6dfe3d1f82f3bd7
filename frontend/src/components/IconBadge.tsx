import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

interface IconBadgeProps {
  /** Width and height, in px. */
  size: number;
  /** A circle, or a square with this corner radius (theme spacing). */
  radius?: 'circle' | number;
  sx?: SxProps<Theme>;
  children: ReactNode;
}

/** An icon (or a number) on the brand's light tint, centred in a square or a circle; decorative. */
export function IconBadge({ size, radius = 'circle', sx, children }: IconBadgeProps) {
  return (
    <Box
      aria-hidden
      sx={[
        {
          display: 'grid',
          placeItems: 'center',
          flexShrink: 0,
          width: size,
          height: size,
          borderRadius: radius === 'circle' ? '50%' : radius,
          bgcolor: 'rgba(67, 56, 202, 0.08)',
          color: 'primary.main',
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
    </Box>
  );
}
