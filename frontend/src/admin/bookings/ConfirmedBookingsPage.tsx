import ReceiptLongIcon from '@mui/icons-material/ReceiptLongOutlined';
import { EmptyState } from '../../components/EmptyState';
import { BookingGroupListPage } from './BookingGroupListPage';
import { ConfirmedBookingList } from './ConfirmedBookingList';
import { CONFIRMED_BOOKINGS_RESOURCE } from './resources';

const CONFIRMED = { status: 'confirmed' } as const;
const SOONEST_FIRST = { field: 'firstDate', order: 'ASC' } as const;

/**
 * /dashboard/confirmed-bookings (admin, docs/product-rules.md §12): confirmed booking groups,
 * soonest first date first, with paid / unpaid and deletes.
 */
export function ConfirmedBookingsPage() {
  return (
    <BookingGroupListPage
      title="Confirmed Bookings"
      subtitle="Bookings grouped by display, tenant and ad creative. Only paid bookings are played on screens."
      resource={CONFIRMED_BOOKINGS_RESOURCE}
      filter={CONFIRMED}
      sort={SOONEST_FIRST}
      empty={
        <EmptyState
          icon={<ReceiptLongIcon />}
          title="No Confirmed Bookings"
          text="There are currently no confirmed bookings in the system."
        />
      }
      errorTitle="Failed to load confirmed bookings"
    >
      <ConfirmedBookingList />
    </BookingGroupListPage>
  );
}
