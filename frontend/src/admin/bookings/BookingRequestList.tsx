import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useListContext } from 'react-admin';
import type { BookingGroup } from '../../api/bookings';
import { formatDateCount } from '../../utils/bookingFormat';
import { RejectReviewDialog } from '../RejectReviewDialog';
import { BookingGroupGrid } from './BookingGroupGrid';
import { BookingRequestCard } from './BookingRequestCard';
import { useBookingRequestActions } from './useBookingRequestActions';

const describeRequest = (group: BookingGroup) => (
  <>
    Reject the request of <strong>{group.tenant.username}</strong> for <strong>{group.display.name}</strong> (
    {formatDateCount(group.bookingDates.length)})? Its hours become free again and the tenant sees your note.
  </>
);

/**
 * The pending booking groups (inside the react-admin List) with Confirm and
 * Reject (Reject asks for an optional note). The list reloads after each
 * action; focus then moves to the list, as the handled card is gone.
 */
export function BookingRequestList() {
  const { total } = useListContext<BookingGroup>();
  const { confirm, reject, busyId } = useBookingRequestActions();
  const [rejecting, setRejecting] = useState<BookingGroup | null>(null);
  const regionRef = useRef<HTMLElement>(null);

  const handled = (ok: boolean) => {
    if (!ok) return;
    setRejecting(null);
    // After the dialog has handed focus back, move it to a place that still exists.
    window.requestAnimationFrame(() => regionRef.current?.focus());
  };

  return (
    <Box component="section" ref={regionRef} tabIndex={-1} aria-label="Booking requests" sx={{ '&:focus': { outline: 'none' } }}>
      {total !== undefined && total > 0 && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 2 }}>
          <Chip size="small" color="warning" label={`${total} waiting`} sx={{ fontWeight: 700 }} />
          <Typography variant="body2" color="text.secondary">
            Oldest request first
          </Typography>
        </Box>
      )}
      <BookingGroupGrid
        label="Booking requests"
        noMatch={null}
        renderGroup={(group) => (
          <BookingRequestCard
            group={group}
            busy={busyId === group.groupId}
            onConfirm={(g) => void confirm(g).then(handled)}
            onReject={setRejecting}
          />
        )}
      />
      <RejectReviewDialog
        title="Reject booking request"
        item={rejecting}
        describe={describeRequest}
        owner="tenant"
        notePlaceholder="e.g. The screen is under maintenance on these dates"
        fullWidthNote
        pending={rejecting !== null && busyId === rejecting.groupId}
        onCancel={() => setRejecting(null)}
        onConfirm={(note) => {
          if (rejecting) void reject(rejecting, note).then(handled);
        }}
      />
    </Box>
  );
}
