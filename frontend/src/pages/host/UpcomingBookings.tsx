import { ComingSoon } from '../../components/ComingSoon';

/** Upcoming Bookings (/dashboard/upcoming-bookings). PLACEHOLDER: a later issue builds this screen. */
export function UpcomingBookings() {
  return <ComingSoon title="Upcoming Bookings" description="Confirmed bookings scheduled on your displays." />;
}
