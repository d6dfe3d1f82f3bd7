import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { List, Pagination } from 'react-admin';
import { Navigate, Link as RouterLink, useParams } from 'react-router-dom';
import type { BookingGroup } from '../../api/bookings';
import { PageHeader } from '../../components/PageHeader';
import { ADMIN_BOOKING_REQUESTS_PATH } from '../../navigation/paths';
import { NotFound } from '../../pages/dashboard/NotFound';
import { BookingRequestList } from './BookingRequestList';
import { BOOKING_TABS, bookingTab, type BookingTab } from './bookingTabs';
import { ClosedBookingList } from './ClosedBookingList';
import { ConfirmedBookingList } from './ConfirmedBookingList';
import { ListLoadError } from './ListLoadError';
import { useBookingLimits } from './useBookingLimits';
import { BOOKING_GROUPS_RESOURCE, BOOKING_LIST_QUERY_OPTIONS } from './resource';

/** The status tabs: links (each tab has its own address), marked as the current page. */
function StatusTabs({ current }: { current: BookingTab }) {
  return (
    <Box component="nav" aria-label="Bookings by status" sx={{ mb: 3 }}>
      <Tabs value={current.status} variant="scrollable" allowScrollButtonsMobile>
        {BOOKING_TABS.map((tab) => (
          <Tab
            key={tab.status}
            value={tab.status}
            label={tab.label}
            component={RouterLink}
            to={tab.path}
            aria-current={tab.status === current.status ? 'page' : undefined}
          />
        ))}
      </Tabs>
    </Box>
  );
}

/**
 * The back office's booking groups, one status tab at a time: a polled,
 * paginated react-admin List of the `booking-groups` resource filtered by the
 * tab's status, as cards with that status' actions. Each tab keeps its own list
 * parameters (page, payment filter).
 */
export function BookingGroupsPage({ status }: { status: string | undefined }) {
  const tab = bookingTab(status);
  const limits = useBookingLimits();
  if (!tab) return <NotFound />;
  return (
    <>
      <PageHeader title={tab.title} subtitle={limits && tab.subtitleWith ? tab.subtitleWith(limits) : tab.subtitle} />
      <StatusTabs current={tab} />
      <List<BookingGroup>
        key={tab.status}
        resource={BOOKING_GROUPS_RESOURCE}
        storeKey={`${BOOKING_GROUPS_RESOURCE}.${tab.status}`}
        filter={{ status: tab.status }}
        sort={tab.sort}
        perPage={10}
        title={false}
        actions={false}
        component="div"
        sx={{ '& .RaList-noActions': { mt: 0 } }}
        queryOptions={BOOKING_LIST_QUERY_OPTIONS}
        empty={tab.empty}
        error={<ListLoadError title={tab.errorTitle} />}
        pagination={<Pagination rowsPerPageOptions={[10, 20, 50]} />}
      >
        {tab.status === 'pending' ? (
          <BookingRequestList />
        ) : tab.status === 'confirmed' ? (
          <ConfirmedBookingList />
        ) : (
          <ClosedBookingList tab={tab} />
        )}
      </List>
    </>
  );
}

/** /dashboard/booking-groups/:status: the tab named in the path. */
export function BookingStatusTab() {
  return <BookingGroupsPage status={useParams().status} />;
}

/** /dashboard/booking-groups (the resource's list): the Pending requests tab. */
export function BookingGroupsIndex() {
  return <Navigate to={ADMIN_BOOKING_REQUESTS_PATH} replace />;
}
