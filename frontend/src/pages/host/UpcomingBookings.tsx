import EventBusyIcon from '@mui/icons-material/EventBusyOutlined';
import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { UPCOMING_PER_PAGE, useUpcomingBookings } from '../../api/bookings';
import { CardList } from '../../components/CardList';
import { EmptyState } from '../../components/EmptyState';
import { LoadError } from '../../components/LoadError';
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
  const pages = Math.max(1, Math.ceil(total / UPCOMING_PER_PAGE));
  // Bookings pass as the days go by: a page that no longer exists shows the last one.
  useEffect(() => {
    if (bookings.data && page >= pages) setPage(pages - 1);
  }, [bookings.data, page, pages]);

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
        {pages > 1 && (
          <Box component="nav" aria-label="Pages of upcoming bookings" sx={{ display: 'grid', justifyItems: 'center', gap: 1, mt: 3 }}>
            <Pagination count={pages} page={page + 1} onChange={(_, next) => setPage(next - 1)} color="primary" />
            <Typography variant="body2" color="text.secondary" aria-live="polite">
              {page * UPCOMING_PER_PAGE + 1}–{page * UPCOMING_PER_PAGE + list.length} of {total}
            </Typography>
          </Box>
        )}
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
