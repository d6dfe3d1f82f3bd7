import { ComingSoon } from '../components/ComingSoon';

/** Confirmed Bookings (admin). PLACEHOLDER: a later issue turns this into a react-admin resource. */
export function ConfirmedBookings() {
  return <ComingSoon title="Confirmed Bookings" description="Confirmed bookings, grouped by display, tenant and ad creative." />;
}
