import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CampaignIcon from '@mui/icons-material/CampaignOutlined';
import EventIcon from '@mui/icons-material/EventAvailableOutlined';
import ImageIcon from '@mui/icons-material/ImageOutlined';
import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import { useTenantAnalytics, useTenantDaily } from '../../../api/analytics';
import { AnalyticsLoadError } from '../../../components/analytics/AnalyticsLoadError';
import { TENANT_ANALYTICS_FAILED } from '../../../components/analytics/analyticsTexts';
import { StatGrid } from '../../../components/analytics/StatGrid';
import { LazyDailyChart } from '../../../components/charts/LazyDailyChart';
import { LoadingScreen } from '../../../components/LoadingScreen';
import { PageHeader } from '../../../components/PageHeader';
import { StatCard } from '../../../components/StatCard';
import { formatCount } from '../../../utils/format';
import { countOf } from '../../../utils/plural';
import { AdPerformanceList } from './AdPerformanceList';
import { DeliverySection } from './DeliverySection';
import { ProofOfPlayDownload } from './ProofOfPlayDownload';

/** The tenant's Analytics (/dashboard/analytics, docs/analytics.md): refreshed every 30 s. */
export function TenantAnalyticsPage() {
  const analytics = useTenantAnalytics();
  const daily = useTenantDaily();
  const data = analytics.data;

  let content;
  if (analytics.isPending) content = <LoadingScreen label="Loading analytics" fullHeight={false} />;
  else if (!data) content = <AnalyticsLoadError side="tenant" />;
  else {
    const { summary } = data;
    const days = daily.data?.days ?? [];
    const plays = days.reduce((n, d) => n + d.plays, 0);
    content = (
      <Box sx={{ display: 'grid', gap: 4 }}>
        <StatGrid columns={4}>
          <StatCard label="Total Ads" value={formatCount(summary.totalAds)} icon={<ImageIcon />} />
          <StatCard label="Active Ads" value={formatCount(summary.activeAds)} icon={<CampaignIcon />} />
          <StatCard label="Total Impressions" value={formatCount(summary.totalImpressions)} icon={<VisibilityIcon />} />
          <StatCard label="Total Bookings" value={formatCount(summary.totalBookings)} icon={<EventIcon />} />
        </StatGrid>
        <AdPerformanceList items={data.adCreatives} />
        {daily.data && (
          <LazyDailyChart
            title="Plays per day"
            summary={`${countOf(plays, 'play')} in the 30 days to ${daily.data.to}`}
            dates={days.map((d) => d.date)}
            values={days.map((d) => d.plays)}
            kind="bar"
            formatValue={formatCount}
          />
        )}
        <DeliverySection />
        <ProofOfPlayDownload />
      </Box>
    );
  }

  return (
    <>
      <PageHeader title="Analytics" subtitle="Impressions and bookings for each of your ads." />
      {analytics.error && data && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {TENANT_ANALYTICS_FAILED}; showing the last figures.
        </Alert>
      )}
      {content}
    </>
  );
}
