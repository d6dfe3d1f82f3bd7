import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import type { TenantBookingGroupStatus } from '../../../api/tenantBookingGroups';
import { visuallyHidden } from '../../../components/visuallyHidden';
import { GROUP_STATE_COLORS, GROUP_STATE_LABELS } from './bookingGroupStates';

/** The group's state as a badge, read as "Status: Rejected". */
export function BookingGroupStateBadge({ status }: { status: TenantBookingGroupStatus }) {
  return (
    <Chip
      size="small"
      label={
        <>
          <Box component="span" sx={visuallyHidden}>
            Status:{' '}
          </Box>
          <span>{GROUP_STATE_LABELS[status] ?? status}</span>
        </>
      }
      sx={{ fontWeight: 700, ...GROUP_STATE_COLORS[status] }}
    />
  );
}
