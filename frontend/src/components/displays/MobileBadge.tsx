import Chip from '@mui/material/Chip';
import type { SxProps, Theme } from '@mui/material/styles';
import DirectionsBusIcon from '@mui/icons-material/DirectionsBusOutlined';

/** The "Mobile" badge of a mobile display (docs/product-rules.md §12). */
export function MobileBadge({ sx }: { sx?: SxProps<Theme> }) {
  return (
    <Chip
      icon={<DirectionsBusIcon aria-hidden />}
      label="Mobile"
      size="small"
      sx={[
        { bgcolor: '#e3f2fd', color: '#0d47a1', fontWeight: 700, '& .MuiChip-icon': { color: 'inherit' } },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}
