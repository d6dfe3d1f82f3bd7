import EventAvailableIcon from '@mui/icons-material/EventAvailableOutlined';
import { createElement } from 'react';
import { Route } from 'react-router-dom';
import { BookingGroupsIndex, BookingStatusTab } from './BookingGroupsPage';

export { BOOKING_GROUPS_RESOURCE } from './resource';

/**
 * The booking groups as one react-admin resource (react-admin demo style): its
 * list opens the Pending requests tab; `/dashboard/booking-groups/:status`
 * shows the other tabs. The Pending and Confirmed tabs live at the paths in the
 * navigation (AdminApp's custom routes).
 */
const bookingGroups = {
  list: BookingGroupsIndex,
  icon: EventAvailableIcon,
  children: createElement(Route, { path: ':status', element: createElement(BookingStatusTab) }),
};

export default bookingGroups;
