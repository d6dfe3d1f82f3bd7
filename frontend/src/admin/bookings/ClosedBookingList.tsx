import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { BookingDates } from '../../components/bookings/BookingDates';
import { BookingGroupCard } from './BookingGroupCard';
import { BookingGroupGrid } from './BookingGroupGrid';
import type { BookingTab } from './bookingTabs';

/** The groups of a closed status (rejected, expired, cancelled): read only, with their status as a badge. */
export function ClosedBookingList({ tab }: { tab: BookingTab }) {
  return (
    <BookingGroupGrid
      label={tab.title}
      noMatch={
        <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
          {`No ${tab.title.toLowerCase()} on this page.`}
        </Typography>
      }
      renderGroup={(group) => (
        <BookingGroupCard
          group={group}
          badges={<Chip size="small" label={tab.label} sx={{ fontWeight: 700 }} />}
          dates={<BookingDates dates={group.bookingDates} label={group.display.name} />}
        />
      )}
    />
  );
}
