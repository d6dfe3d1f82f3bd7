import EventBusyIcon from '@mui/icons-material/EventBusyOutlined';
import { useState } from 'react';
import { UPCOMING_PER_PAGE, useUpcomingBookings } from '../../api/bookings';
import { CardList } from '../../components/CardList';
import { EmptyState } from '../../components/EmptyState';
import { LoadError } from '../../components/LoadError';
import { ListPager } from '../../components/ListPager';
import { LoadingScreen } from '../../components/LoadingScreen';
import { PageHeader } from '../../components/PageHeader';
import { UpcomingBookingCard } from './UpcomingBookingCard';

const LOAD_FAILED_TEXT = 'Failed to load upcoming bookings';

/**
 * Upcoming Bookings (/dashboard/upcoming-bookings, host): the confirmed bookings
 * on the host's displays from today on, soonest first, as cards, a page at a time (paged on the
 * server). Refreshed every 30 s.
 */
export function UpcomingBookings() {
  const [page, setPage] = useState(0);
  const bookings = useUpcomingBookings(page);
  const list = bookings.data?.items;
  const total = bookings.data?.total ?? 0;
  // Bookings pass as the days go by: the page that came back may be an earlier one.
  const shownPage = bookings.data?.page ?? page;

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
  else if (!list || total === 0)
    content = (
      <EmptyState
        icon={<EventBusyIcon />}
        title="No Upcoming Bookings"
        text="There are currently no confirmed bookings scheduled for your displays."
      />
    );
  else
    content = (
      <>
        <CardList label="Upcoming bookings" items={list} keyOf={(item) => item.booking.id} minWidth="260px">
          {(item) => <UpcomingBookingCard item={item} />}
        </CardList>
        <ListPager
          label="Pages of upcoming bookings"
          page={shownPage}
          perPage={UPCOMING_PER_PAGE}
          total={total}
          shown={list.length}
          onChange={setPage}
        />
      </>
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
