import { ComingSoon } from '../../components/ComingSoon';

/** Analytics (/dashboard/analytics). PLACEHOLDER: a later issue builds this screen. */
export function TenantAnalytics() {
  return <ComingSoon title="Analytics" description="Impressions and bookings for each of your ads." />;
}
