import EventAvailableIcon from '@mui/icons-material/EventAvailableOutlined';
import { EmptyState } from '../../components/EmptyState';
import { BookingGroupListPage } from './BookingGroupListPage';
import { BookingRequestList } from './BookingRequestList';
import { BOOKING_REQUESTS_RESOURCE } from './resources';

const PENDING = { status: 'pending' } as const;
const OLDEST_REQUEST_FIRST = { field: 'createdAt', order: 'ASC' } as const;

/**
 * /dashboard/booking-requests (admin, docs/product-rules.md §4): the pending booking groups,
 * oldest request first, each with Confirm and Reject.
 */
export function BookingRequestsPage() {
  return (
    <BookingGroupListPage
      title="Booking Requests"
      subtitle="Confirm or reject the bookings tenants have asked for. Confirmed bookings go on screen once paid."
      resource={BOOKING_REQUESTS_RESOURCE}
      filter={PENDING}
      sort={OLDEST_REQUEST_FIRST}
      empty={
        <EmptyState icon={<EventAvailableIcon />} title="No Booking Requests" text="There are no booking requests waiting for review." />
      }
      errorTitle="Failed to load booking requests"
    >
      <BookingRequestList />
    </BookingGroupListPage>
  );
}
