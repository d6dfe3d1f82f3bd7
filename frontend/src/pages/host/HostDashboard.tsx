import Box from '@mui/material/Box';
import EventIcon from '@mui/icons-material/EventAvailableOutlined';
import PaidIcon from '@mui/icons-material/PaidOutlined';
import { PageHeader } from '../../components/PageHeader';
import { StatCard } from '../../components/StatCard';
import { formatCount, formatCurrency } from '../../utils/format';

/**
 * PLACEHOLDER figures. TODO(host analytics issue): replace with
 * GET /api/host/analytics ({ totalRevenue, activeBookings }).
 */
const PLACEHOLDER_ANALYTICS = { totalRevenue: 0, activeBookings: 0 } as const;

/** The host's /dashboard (spec §2): welcome line and two stat cards. */
export function HostDashboard({ username }: { username: string }) {
  const analytics = PLACEHOLDER_ANALYTICS;
  return (
    <>
      <PageHeader title={`Welcome back, ${username}!`} subtitle="Here is how your displays are doing." />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' } }}>
        <StatCard
          label="Total Revenue"
          value={formatCurrency(analytics.totalRevenue)}
          description="From all your displays"
          icon={<PaidIcon />}
        />
        <StatCard
          label="Active Bookings"
          value={formatCount(analytics.activeBookings)}
          description="Current active bookings"
          icon={<EventIcon />}
        />
      </Box>
    </>
  );
}
