import ReceiptLongIcon from '@mui/icons-material/ReceiptLongOutlined';
import { List, Pagination } from 'react-admin';
import type { BookingGroup } from '../../api/bookings';
import { EmptyState } from '../../components/EmptyState';
import { PageHeader } from '../../components/PageHeader';
import { ConfirmedBookingList } from './ConfirmedBookingList';
import { ListLoadError } from './ListLoadError';
import { BOOKING_LIST_QUERY_OPTIONS, CONFIRMED_BOOKINGS_RESOURCE } from './resources';

const CONFIRMED = { status: 'confirmed' } as const;

/**
 * /dashboard/confirmed-bookings (admin, spec §2): confirmed booking groups,
 * soonest first date first, with paid / unpaid and deletes.
 */
export function ConfirmedBookingsPage() {
  return (
    <>
      <PageHeader title="Confirmed Bookings" subtitle="Bookings grouped by display, tenant and ad creative. Only paid bookings are played on screens." />
      <List<BookingGroup>
        resource={CONFIRMED_BOOKINGS_RESOURCE}
        filter={CONFIRMED}
        sort={{ field: 'firstDate', order: 'ASC' }}
        perPage={10}
        title={false}
        actions={false}
        component="div"
        sx={{ '& .RaList-noActions': { mt: 0 } }}
        queryOptions={BOOKING_LIST_QUERY_OPTIONS}
        empty={
          <EmptyState
            icon={<ReceiptLongIcon />}
            title="No Confirmed Bookings"
            text="There are currently no confirmed bookings in the system."
          />
        }
        error={<ListLoadError title="Failed to load confirmed bookings" />}
        pagination={<Pagination rowsPerPageOptions={[10, 20, 50]} />}
      >
        <ConfirmedBookingList />
      </List>
    </>
  );
}
