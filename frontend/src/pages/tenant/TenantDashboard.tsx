import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import AnalyticsIcon from '@mui/icons-material/AnalyticsOutlined';
import CampaignIcon from '@mui/icons-material/CampaignOutlined';
import EventIcon from '@mui/icons-material/EventAvailableOutlined';
import ImageIcon from '@mui/icons-material/ImageOutlined';
import SearchIcon from '@mui/icons-material/Search';
import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import { Link as RouterLink } from 'react-router-dom';
import { PageHeader } from '../../components/PageHeader';
import { ShortcutCard } from '../../components/ShortcutCard';
import { StatCard } from '../../components/StatCard';
import { DashboardMap } from './DashboardMap';
import { formatCount } from '../../utils/format';
import { useTenantAnalytics } from '../../api/analytics';
import { AnalyticsLoadError } from '../../components/analytics/AnalyticsLoadError';

/** A figure of the summary, or a dash until it has loaded. */
const figure = (value: number | undefined) => (value === undefined ? '—' : formatCount(value));

/** The tenant's /dashboard (docs/analytics.md): figures of GET /api/tenant/analytics, refreshed every 30 s. */
export function TenantDashboard({ username }: { username: string }) {
  const analytics = useTenantAnalytics();
  const summary = analytics.data?.summary;
  return (
    <>
      <PageHeader
        title={`Welcome back, ${username}!`}
        subtitle="Find screens for your next campaign and keep an eye on your ads."
        actions={
          <Button component={RouterLink} to="/dashboard/browse-displays" variant="contained" startIcon={<SearchIcon />}>
            Browse Displays
          </Button>
        }
      />
      {analytics.isError && !summary && <AnalyticsLoadError side="tenant" />}
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
        <StatCard label="Active Ads" value={figure(summary?.activeAds)} icon={<CampaignIcon />} />
        <StatCard label="Total Impressions" value={figure(summary?.totalImpressions)} icon={<VisibilityIcon />} />
        <StatCard label="Total Bookings" value={figure(summary?.totalBookings)} icon={<EventIcon />} />
      </Box>
      <Box component="section" aria-labelledby="locations-heading" sx={{ mt: 5 }}>
        <Typography id="locations-heading" variant="h2" sx={{ fontSize: '1.35rem', mb: 2 }}>
          Available Display Locations
        </Typography>
        <Box sx={{ height: 400, borderRadius: 3.5, overflow: 'hidden', border: 1, borderColor: 'divider' }}>
          <DashboardMap />
        </Box>
      </Box>
      <Box component="section" aria-labelledby="shortcuts-heading" sx={{ mt: 5 }}>
        <Typography id="shortcuts-heading" variant="h2" sx={{ fontSize: '1.35rem', mb: 2 }}>
          Shortcuts
        </Typography>
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          <ShortcutCard
            to="/dashboard/ad-creatives"
            title="Manage Ad Creatives"
            description="Upload new ads and check their approval status."
            icon={<ImageIcon />}
          />
          <ShortcutCard
            to="/dashboard/analytics"
            title="View Full Analytics"
            description="Impressions and bookings for each of your ads."
            icon={<AnalyticsIcon />}
          />
        </Box>
      </Box>
    </>
  );
}
