import Box from '@mui/material/Box';
import EventIcon from '@mui/icons-material/EventAvailableOutlined';
import PaidIcon from '@mui/icons-material/PaidOutlined';
import { useHostAnalytics } from '../../api/analytics';
import { AnalyticsLoadError } from '../../components/analytics/AnalyticsLoadError';
import { PageHeader } from '../../components/PageHeader';
import { StatCard } from '../../components/StatCard';
import { formatCount } from '../../utils/format';
import { formatCents, toCents } from '../../utils/money';

/**
 * The host's /dashboard (docs/analytics.md): welcome line and two stat cards from
 * GET /api/host/analytics (retried 3 times, refreshed every 30 s).
 */
export function HostDashboard({ username }: { username: string }) {
  const query = useHostAnalytics();
  const analytics = query.data;
  return (
    <>
      <PageHeader title={`Welcome back, ${username}!`} subtitle="Here is how your displays are doing." />
      {query.isError && !analytics && <AnalyticsLoadError side="host" />}
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' } }}>
        <StatCard
          label="Total Revenue"
          value={analytics ? formatCents(toCents(analytics.totalRevenue)) : '—'}
          description="From all your displays"
          icon={<PaidIcon />}
        />
        <StatCard
          label="Active Bookings"
          value={analytics ? formatCount(analytics.activeBookings) : '—'}
          description="Current active bookings"
          icon={<EventIcon />}
        />
      </Box>
    </>
  );
}
