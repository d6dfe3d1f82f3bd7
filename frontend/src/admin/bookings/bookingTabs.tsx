import BlockIcon from '@mui/icons-material/BlockOutlined';
import EventAvailableIcon from '@mui/icons-material/EventAvailableOutlined';
import EventBusyIcon from '@mui/icons-material/EventBusyOutlined';
import HistoryIcon from '@mui/icons-material/HistoryOutlined';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLongOutlined';
import type { ReactNode } from 'react';
import type { SortPayload } from 'react-admin';
import type { BookingGroupStatus, BookingLimits } from '../../api/bookings';
import { EmptyState } from '../../components/EmptyState';
import { ADMIN_BOOKING_GROUPS_PATH, ADMIN_BOOKING_REQUESTS_PATH, ADMIN_CONFIRMED_BOOKINGS_PATH } from '../../navigation/paths';

/** One status tab of the booking groups: its route, its page texts and the order of its list. */
export interface BookingTab {
  status: BookingGroupStatus;
  /** The tab's label. */
  label: string;
  path: string;
  title: string;
  subtitle: string;
  /** The subtitle once the server's booking limits are known, for a tab whose text names one. */
  subtitleWith?: (limits: BookingLimits) => string;
  sort: SortPayload;
  empty: ReactNode;
  errorTitle: string;
}

const SOONEST_FIRST = { field: 'firstDate', order: 'ASC' } as const;
const LATEST_FIRST = { field: 'firstDate', order: 'DESC' } as const;

const closedTab = (status: BookingGroupStatus, label: string, title: string, subtitle: string, icon: ReactNode): BookingTab => ({
  status,
  label,
  path: `${ADMIN_BOOKING_GROUPS_PATH}/${status}`,
  title,
  subtitle,
  sort: LATEST_FIRST,
  empty: <EmptyState icon={icon} title={`No ${title}`} text={`There are no ${title.toLowerCase()} in the system.`} />,
  errorTitle: `Failed to load ${title.toLowerCase()}`,
});

/**
 * The tabs of the back office's booking groups, in order. Pending requests and
 * Confirmed keep their own routes (/dashboard/booking-requests and
 * /dashboard/confirmed-bookings, in the navigation); the others are read only.
 */
export const BOOKING_TABS: readonly BookingTab[] = [
  {
    status: 'pending',
    label: 'Pending requests',
    path: ADMIN_BOOKING_REQUESTS_PATH,
    title: 'Booking Requests',
    subtitle: 'Confirm or reject the bookings tenants have asked for. Confirmed bookings go on screen once paid.',
    sort: { field: 'createdAt', order: 'ASC' },
    empty: (
      <EmptyState icon={<EventAvailableIcon />} title="No Booking Requests" text="There are no booking requests waiting for review." />
    ),
    errorTitle: 'Failed to load booking requests',
  },
  {
    status: 'confirmed',
    label: 'Confirmed',
    path: ADMIN_CONFIRMED_BOOKINGS_PATH,
    title: 'Confirmed Bookings',
    subtitle: 'Bookings grouped by display, tenant and ad creative. Only paid bookings are played on screens.',
    sort: SOONEST_FIRST,
    empty: (
      <EmptyState
        icon={<ReceiptLongIcon />}
        title="No Confirmed Bookings"
        text="There are currently no confirmed bookings in the system."
      />
    ),
    errorTitle: 'Failed to load confirmed bookings',
  },
  closedTab('rejected', 'Rejected', 'Rejected Bookings', 'Requests the admin turned down; their hours are free again.', <EventBusyIcon />),
  {
    ...closedTab(
      'expired',
      'Expired',
      'Expired Requests',
      'Requests not confirmed within their hold; their hours are free again.',
      <HistoryIcon />,
    ),
    subtitleWith: ({ holdHours }) => `Requests not confirmed within their ${holdHours}-hour hold; their hours are free again.`,
  },
  closedTab('cancelled', 'Cancelled', 'Cancelled Bookings', 'Bookings deleted by the admin; their hours are free again.', <BlockIcon />),
];

/** The tab of a status, or undefined for anything else. */
export const bookingTab = (status: string | undefined) => BOOKING_TABS.find((tab) => tab.status === status);
