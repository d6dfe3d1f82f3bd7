import EventAvailableIcon from '@mui/icons-material/EventAvailableOutlined';
import { List, Pagination } from 'react-admin';
import type { BookingGroup } from '../../api/bookings';
import { EmptyState } from '../../components/EmptyState';
import { PageHeader } from '../../components/PageHeader';
import { BookingRequestList } from './BookingRequestList';
import { ListLoadError } from './ListLoadError';
import { BOOKING_LIST_QUERY_OPTIONS, BOOKING_REQUESTS_RESOURCE } from './resources';

const PENDING = { status: 'pending' } as const;

/**
 * /dashboard/booking-requests (admin, decisions §3): the pending booking groups,
 * oldest request first, each with Confirm and Reject.
 */
export function BookingRequestsPage() {
  return (
    <>
      <PageHeader title="Booking Requests" subtitle="Confirm or reject the bookings tenants have asked for. Confirmed bookings go on screen once paid." />
      <List<BookingGroup>
        resource={BOOKING_REQUESTS_RESOURCE}
        filter={PENDING}
        sort={{ field: 'createdAt', order: 'ASC' }}
        perPage={10}
        title={false}
        actions={false}
        component="div"
        sx={{ '& .RaList-noActions': { mt: 0 } }}
        queryOptions={BOOKING_LIST_QUERY_OPTIONS}
        empty={
          <EmptyState
            icon={<EventAvailableIcon />}
            title="No Booking Requests"
            text="There are no booking requests waiting for review."
          />
        }
        error={<ListLoadError title="Failed to load booking requests" />}
        pagination={<Pagination rowsPerPageOptions={[10, 20, 50]} />}
      >
        <BookingRequestList />
      </List>
    </>
  );
}
