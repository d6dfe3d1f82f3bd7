import Button from '@mui/material/Button';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import PaidIcon from '@mui/icons-material/PaidOutlined';
import UndoIcon from '@mui/icons-material/Undo';
import { useRef } from 'react';
import type { BookingDate, BookingGroup } from '../../api/bookings';
import { BookingDates } from '../../components/bookings/BookingDates';
import { BookingGroupCard } from './BookingGroupCard';
import { groupLabel } from './groupLabel';
import { PaymentBadge } from '../../components/bookings/PaymentBadge';

interface ConfirmedBookingCardProps {
  group: BookingGroup;
  /** Resolves once the change is done (the button is disabled meanwhile). */
  onSetPaid: (group: BookingGroup, paid: boolean) => Promise<unknown>;
  onDeleteBooking: (group: BookingGroup, date: BookingDate) => void;
  onDeleteAll: (group: BookingGroup) => void;
  /** True while a change of this group is being sent. */
  busy: boolean;
}

/**
 * A confirmed booking group (docs/product-rules.md §12): its details, a "Paid" badge, "Mark as
 * Paid" / "Mark as Unpaid", a delete button per date and "Delete All".
 */
export function ConfirmedBookingCard({ group, onSetPaid, onDeleteBooking, onDeleteAll, busy }: ConfirmedBookingCardProps) {
  const label = groupLabel(group);
  const paidButton = useRef<HTMLButtonElement>(null);
  // A disabled button loses focus: give it back once the change is done.
  const setPaid = (paid: boolean) =>
    void onSetPaid(group, paid).then(() => window.requestAnimationFrame(() => paidButton.current?.focus()));
  return (
    <BookingGroupCard
      group={group}
      badges={<PaymentBadge paid={group.paid} />}
      dates={
        <BookingDates
          dates={group.bookingDates}
          label={group.display.name}
          owner={label}
          onDelete={(date) => onDeleteBooking(group, date)}
          disabled={busy}
        />
      }
      actions={
        <>
          <Button
            variant="outlined"
            color="error"
            startIcon={<DeleteIcon />}
            onClick={() => onDeleteAll(group)}
            disabled={busy}
            aria-label={`Delete all bookings of ${label}`}
          >
            Delete All
          </Button>
          {group.paid ? (
            <Button
              ref={paidButton}
              variant="outlined"
              startIcon={<UndoIcon />}
              onClick={() => setPaid(false)}
              disabled={busy}
              aria-label={`Mark as Unpaid: ${label}`}
            >
              Mark as Unpaid
            </Button>
          ) : (
            <Button
              ref={paidButton}
              variant="contained"
              color="success"
              startIcon={<PaidIcon />}
              onClick={() => setPaid(true)}
              disabled={busy}
              aria-label={`Mark as Paid: ${label}`}
            >
              Mark as Paid
            </Button>
          )}
        </>
      }
    />
  );
}
