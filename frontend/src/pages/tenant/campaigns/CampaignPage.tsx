import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useTenantCampaign } from '../../../api/campaigns';
import { LazyDailyChart } from '../../../components/charts/LazyDailyChart';
import { LoadingScreen } from '../../../components/LoadingScreen';
import { PageHeader } from '../../../components/PageHeader';
import { QueryLoadError } from '../../../components/QueryLoadError';
import { TENANT_CAMPAIGNS_PATH } from '../../../navigation/paths';
import { formatAirtime } from '../../../utils/format';
import { BookingGroupStateBadge } from '../bookings/BookingGroupStateBadge';
import { campaignFacts } from './campaignFacts';
import { CampaignDeliveryTable } from './CampaignDeliveryTable';

/**
 * One campaign (/dashboard/campaigns/:id, docs/campaigns.md): its facts, then per screen the
 * airtime booked against delivered and the estimated impressions, as a table and a chart.
 */
export function CampaignPage() {
  const { id } = useParams<{ id: string }>();
  const campaign = useTenantCampaign(Number(id));
  const back = (
    <Button component={RouterLink} to={TENANT_CAMPAIGNS_PATH} variant="outlined">
      All campaigns
    </Button>
  );
  if (campaign.isError) return <QueryLoadError title="Failed to load the campaign" query={campaign} />;
  if (!campaign.data) return <LoadingScreen label="Loading the campaign" fullHeight={false} />;
  const data = campaign.data;
  const delivered = data.delivery.reduce((sum, row) => sum + row.deliveredSeconds, 0);
  return (
    <>
      <PageHeader title={data.name} subtitle={campaignFacts(data)} actions={back} />
      <Stack spacing={3}>
        <Stack direction="row" spacing={1} alignItems="center">
          <BookingGroupStateBadge status={data.status} />
          <Typography variant="body2" color="text.secondary">
            Delivered so far: {formatAirtime(delivered)}
          </Typography>
        </Stack>
        <CampaignDeliveryTable rows={data.delivery} />
        {data.delivery.length > 0 && (
          <LazyDailyChart
            title="Delivered airtime per screen (hours)"
            summary={`${formatAirtime(delivered)} delivered over ${data.delivery.length} screens`}
            // Category labels: the chart shows them as they are when they are not dates.
            dates={data.delivery.map((row) => row.displayName)}
            values={data.delivery.map((row) => Math.round((row.deliveredSeconds / 3600) * 100) / 100)}
            kind="bar"
            formatValue={(hours) => `${hours} h`}
          />
        )}
      </Stack>
    </>
  );
}
