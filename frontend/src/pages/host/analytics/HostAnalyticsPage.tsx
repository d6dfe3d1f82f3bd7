import Box from '@mui/material/Box';
import EventIcon from '@mui/icons-material/EventAvailableOutlined';
import PaidIcon from '@mui/icons-material/PaidOutlined';
import SpeedIcon from '@mui/icons-material/SpeedOutlined';
import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import { useHostAnalytics, useHostDaily } from '../../../api/analytics';
import { AnalyticsLoadError } from '../../../components/analytics/AnalyticsLoadError';
import { StatGrid } from '../../../components/analytics/StatGrid';
import { LazyDailyChart } from '../../../components/charts/LazyDailyChart';
import { LoadingScreen } from '../../../components/LoadingScreen';
import { PageHeader } from '../../../components/PageHeader';
import { StatCard } from '../../../components/StatCard';
import { formatCount } from '../../../utils/format';
import { DisplayDeliverySection } from './DisplayDeliverySection';
import { countOf } from '../../../utils/plural';
import { DisplayPerformanceList } from './DisplayPerformanceList';
import { StatementDownload } from './StatementDownload';
import { formatCents, toCents } from '../../../utils/money';

/** The host's Analytics Dashboard (/dashboard/host-analytics, docs/analytics.md): retried 3 times, refreshed every 30 s. */
export function HostAnalyticsPage() {
  const analytics = useHostAnalytics();
  const daily = useHostDaily();
  const data = analytics.data;

  let content;
  if (analytics.isPending) content = <LoadingScreen label="Loading analytics" fullHeight={false} />;
  else if (!data) content = <AnalyticsLoadError side="host" />;
  else {
    const days = daily.data?.days ?? [];
    const dates = days.map((d) => d.date);
    const to = daily.data?.to ?? '';
    const revenueCents = days.reduce((cents, d) => cents + toCents(d.revenue), 0);
    const plays = days.reduce((n, d) => n + d.plays, 0);
    content = (
      <Box sx={{ display: 'grid', gap: 4 }}>
        <StatGrid columns={4}>
          <StatCard label="Total Revenue" value={formatCents(toCents(data.totalRevenue))} icon={<PaidIcon />} />
          <StatCard label="Active Bookings" value={formatCount(data.activeBookings)} icon={<EventIcon />} />
          <StatCard label="Total Impressions" value={formatCount(data.totalImpressions)} icon={<VisibilityIcon />} />
          <StatCard label="Average Utilization" value={`${data.averageUtilization}%`} icon={<SpeedIcon />} />
        </StatGrid>
        <DisplayPerformanceList metrics={data.displayMetrics} />
        <DisplayDeliverySection displays={data.displayMetrics} />
        {daily.data && (
          <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
            <LazyDailyChart
              title="Revenue per day"
              summary={`${formatCents(revenueCents)} in the 30 days to ${to}`}
              dates={dates}
              values={days.map((d) => d.revenue)}
              kind="bar"
              formatValue={(value) => formatCents(toCents(value))}
            />
            <LazyDailyChart
              title="Plays per day"
              summary={`${countOf(plays, 'play')} in the 30 days to ${to}`}
              dates={dates}
              values={days.map((d) => d.plays)}
              kind="line"
              formatValue={formatCount}
            />
          </Box>
        )}
      </Box>
    );
  }

  return (
    <>
      <PageHeader
        title="Analytics Dashboard"
        subtitle="Revenue, impressions and utilization of your displays."
        actions={<StatementDownload />}
      />
      {content}
    </>
  );
}
