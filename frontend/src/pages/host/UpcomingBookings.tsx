import EventBusyIcon from '@mui/icons-material/EventBusyOutlined';
import { useUpcomingBookings } from '../../api/bookings';
import { CardList } from '../../components/CardList';
import { EmptyState } from '../../components/EmptyState';
import { LoadError } from '../../components/LoadError';
import { LoadingScreen } from '../../components/LoadingScreen';
import { PageHeader } from '../../components/PageHeader';
import { UpcomingBookingCard } from './UpcomingBookingCard';

const LOAD_FAILED_TEXT = 'Failed to load upcoming bookings';

/**
 * Upcoming Bookings (/dashboard/upcoming-bookings, host): the confirmed bookings
 * on the host's displays from today on, soonest first, as cards. Refreshed every 30 s.
 */
export function UpcomingBookings() {
  const bookings = useUpcomingBookings();
  const list = bookings.data;

  let content;
  if (bookings.isPending) content = <LoadingScreen label="Loading upcoming bookings" fullHeight={false} />;
  else if (bookings.error && !list)
    content = (
      <LoadError
        title="Error Loading Bookings"
        message={bookings.error.message || LOAD_FAILED_TEXT}
        onRetry={() => void bookings.refetch()}
        retrying={bookings.isFetching}
      />
    );
  else if (!list || list.length === 0)
    content = (
      <EmptyState
        icon={<EventBusyIcon />}
        title="No Upcoming Bookings"
        text="There are currently no confirmed bookings scheduled for your displays."
      />
    );
  else
    content = (
      <CardList label="Upcoming bookings" items={list} keyOf={(item) => item.booking.id} minWidth="260px">
        {(item) => <UpcomingBookingCard item={item} />}
      </CardList>
    );

  return (
    <>
      <PageHeader
        title="Upcoming Bookings"
        subtitle="Confirmed bookings scheduled on your displays, soonest first. Only paid bookings play."
      />
      {content}
    </>
  );
}
