import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useListContext } from 'react-admin';
import type { BookingDate, BookingGroup } from '../../api/bookings';
import { formatCalendarDate } from '../../utils/bookingFormat';
import { everyOne } from '../../utils/plural';
import { BookingGroupGrid } from './BookingGroupGrid';
import { CancellationCost } from './CancellationCost';
import { ConfirmDialog, type ConfirmRequest } from '../../components/ConfirmDialog';
import { ConfirmedBookingCard } from './ConfirmedBookingCard';
import { PaidFilter } from './PaidFilter';
import { useConfirmedBookingActions } from './useConfirmedBookingActions';

type Deleting = { group: BookingGroup; date: BookingDate } | { group: BookingGroup; date: null };

function deleteQuestion({ group, date }: Deleting): ConfirmRequest {
  const who = `${group.tenant.username}'s booking of ${group.display.name}`;
  // Whether each date was paid and its amount (docs/product-rules.md §4.11).
  return date
    ? {
        title: 'Delete booking?',
        text: `Delete ${who} on ${formatCalendarDate(date.date)}? Its hours become free again. This cannot be undone.`,
        details: <CancellationCost dates={[date]} />,
        confirmLabel: 'Delete',
        pendingLabel: 'Deleting…',
      }
    : {
        title: 'Delete all bookings?',
        text: `Delete ${everyOne(group.bookingDates.length, 'date')} of ${who}? ${group.bookingDates.length === 1 ? 'Its hours become' : 'Their hours become'} free again. This cannot be undone.`,
        details: <CancellationCost dates={group.bookingDates} />,
        confirmLabel: 'Delete All',
        pendingLabel: 'Deleting…',
      };
}

/**
 * The confirmed booking groups (inside the react-admin List): payment filter,
 * cards, and the confirmation before any delete. After a delete, focus moves
 * to the list, as the deleted date or card is gone.
 */
export function ConfirmedBookingList() {
  const { total } = useListContext<BookingGroup>();
  const actions = useConfirmedBookingActions();
  const [deleting, setDeleting] = useState<Deleting | null>(null);
  const regionRef = useRef<HTMLElement>(null);
  const pending = deleting !== null && (deleting.date ? actions.deletingBooking : actions.busyGroupId === deleting.group.groupId);

  const confirmDelete = async () => {
    if (!deleting) return;
    const ok = deleting.date ? await actions.deleteBooking(deleting.date) : await actions.deleteAll(deleting.group);
    setDeleting(null);
    if (ok) window.requestAnimationFrame(() => regionRef.current?.focus());
  };

  return (
    <Box component="section" ref={regionRef} tabIndex={-1} aria-label="Confirmed bookings" sx={{ '&:focus': { outline: 'none' } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <Typography color="text.secondary">
          {total === undefined ? '' : `${total} ${total === 1 ? 'booking group' : 'booking groups'}`}
        </Typography>
        <PaidFilter />
      </Box>
      <BookingGroupGrid
        label="Confirmed bookings"
        noMatch={
          <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
            No confirmed bookings match this filter.
          </Typography>
        }
        renderGroup={(group) => (
          <ConfirmedBookingCard
            group={group}
            busy={actions.busyGroupId === group.groupId || (actions.deletingBooking && deleting?.group.groupId === group.groupId)}
            onSetPaid={actions.setPaid}
            onDeleteBooking={(g, date) => setDeleting({ group: g, date })}
            onDeleteAll={(g) => setDeleting({ group: g, date: null })}
          />
        )}
      />
      <ConfirmDialog
        request={deleting && deleteQuestion(deleting)}
        pending={pending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => void confirmDelete()}
      />
    </Box>
  );
}
