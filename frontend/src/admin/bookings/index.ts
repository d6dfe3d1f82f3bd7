import EventAvailableIcon from '@mui/icons-material/EventAvailableOutlined';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLongOutlined';
import { BookingRequestsPage } from './BookingRequestsPage';
import { ConfirmedBookingsPage } from './ConfirmedBookingsPage';

export { BOOKING_REQUESTS_RESOURCE, CONFIRMED_BOOKINGS_RESOURCE } from './resources';

/**
 * Booking Requests and Confirmed Bookings as react-admin resources (react-admin
 * demo style): each list page shows booking groups as cards with their actions.
 */
export const bookingRequests = {
  list: BookingRequestsPage,
  icon: EventAvailableIcon,
};

export const confirmedBookings = {
  list: ConfirmedBookingsPage,
  icon: ReceiptLongIcon,
};
