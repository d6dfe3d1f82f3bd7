import type { SxProps, Theme } from '@mui/material/styles';

/** Text read by screen readers but not shown (e.g. "Status:" before a badge). */
export const visuallyHidden: SxProps<Theme> = {
  position: 'absolute',
  // Strings: in sx a bare 1 would mean 100%.
  width: '1px',
  height: '1px',
  p: 0,
  m: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
};
