import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CheckIcon from '@mui/icons-material/CheckCircleOutline';
import CloseIcon from '@mui/icons-material/HighlightOff';
import type { BookingGroup } from '../../api/bookings';
import { formatDay } from '../../utils/bookingFormat';
import { BookingDates } from '../../components/bookings/BookingDates';
import { BookingGroupCard } from './BookingGroupCard';
import { groupLabel } from './groupLabel';

interface BookingRequestCardProps {
  group: BookingGroup;
  onConfirm: (group: BookingGroup) => void;
  onReject: (group: BookingGroup) => void;
  /** True while this request's confirmation or rejection is being sent. */
  busy: boolean;
}

/** A pending booking group (docs/product-rules.md §4) with Confirm and Reject. */
export function BookingRequestCard({ group, onConfirm, onReject, busy }: BookingRequestCardProps) {
  const name = `the booking of ${groupLabel(group)}`;
  return (
    <BookingGroupCard
      group={group}
      badges={<Chip size="small" color="warning" label="Awaiting review" sx={{ fontWeight: 700 }} />}
      extraFacts={[
        [
          'Requested',
          <time key="requested" dateTime={group.createdAt}>
            {formatDay(group.createdAt)}
          </time>,
        ],
      ]}
      dates={<BookingDates dates={group.bookingDates} label={group.display.name} />}
      actions={
        <>
          <Button
            variant="outlined"
            color="error"
            startIcon={<CloseIcon />}
            onClick={() => onReject(group)}
            disabled={busy}
            aria-label={`Reject ${name}`}
          >
            Reject
          </Button>
          <Button
            variant="contained"
            color="success"
            startIcon={<CheckIcon />}
            onClick={() => onConfirm(group)}
            disabled={busy}
            aria-label={`Confirm ${name}`}
          >
            Confirm
          </Button>
        </>
      }
    />
  );
}
