import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { DisplayStatus } from '../../api/displays';
import { STATUS_LABELS } from '../../utils/displayLabels';

const COLORS = {
  pending: { bgcolor: '#fef3c7', color: '#92400e' },
  approved: { bgcolor: '#dcfce7', color: '#166534' },
  rejected: { bgcolor: '#fee2e2', color: '#991b1b' },
} as const;

/** Review status of a display (docs/product-rules.md §5): yellow Pending, green Approved, red Rejected with the note. */
export function ReviewStatusBadge({ status, note }: { status: DisplayStatus; note?: string | null }) {
  const label = STATUS_LABELS[status] ?? status;
  return (
    <Box sx={{ minWidth: 0 }}>
      <Chip label={label} size="small" sx={{ fontWeight: 700, ...COLORS[status] }} />
      {note && status !== 'approved' && (
        <Typography variant="body2" color={status === 'rejected' ? 'error' : 'text.secondary'} sx={{ mt: 0.75 }}>
          <Box component="span" sx={{ fontWeight: 600 }}>
            Note:
          </Box>{' '}
          {note}
        </Typography>
      )}
    </Box>
  );
}
