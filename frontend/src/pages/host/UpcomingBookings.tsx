import Box from '@mui/material/Box';
import EventBusyIcon from '@mui/icons-material/EventBusyOutlined';
import { useUpcomingBookings } from '../../api/bookings';
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
      <Box
        component="ul"
        aria-label="Upcoming bookings"
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2.5, gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))' }}
      >
        {list.map((item) => (
          <li key={item.booking.id}>
            <UpcomingBookingCard item={item} />
          </li>
        ))}
      </Box>
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
