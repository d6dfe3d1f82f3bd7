import { ComingSoon } from '../../components/ComingSoon';

/** Analytics Dashboard (/dashboard/host-analytics). PLACEHOLDER: a later issue builds this screen. */
export function HostAnalytics() {
  return <ComingSoon title="Analytics Dashboard" description="Revenue, impressions and utilization of your displays." />;
}
