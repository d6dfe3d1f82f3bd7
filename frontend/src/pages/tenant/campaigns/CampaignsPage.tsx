import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CampaignIcon from '@mui/icons-material/CampaignOutlined';
import { Link as RouterLink } from 'react-router-dom';
import { useTenantCampaigns, type Campaign } from '../../../api/campaigns';
import { EmptyState } from '../../../components/EmptyState';
import { LoadingScreen } from '../../../components/LoadingScreen';
import { PageHeader } from '../../../components/PageHeader';
import { QueryLoadError } from '../../../components/QueryLoadError';
import { campaignPath, NEW_CAMPAIGN_PATH } from '../../../navigation/paths';
import { campaignFacts } from './campaignFacts';
import { BookingGroupStateBadge } from '../bookings/BookingGroupStateBadge';

const newCampaign = (
  <Button component={RouterLink} to={NEW_CAMPAIGN_PATH} variant="contained">
    New campaign
  </Button>
);

function CampaignCard({ campaign }: { campaign: Campaign }) {
  return (
    <Card component="article" aria-labelledby={`campaign-${campaign.id}`} variant="outlined">
      <CardActionArea component={RouterLink} to={campaignPath(campaign.id)}>
        <CardContent>
          <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 0.5 }}>
            <Typography id={`campaign-${campaign.id}`} component="h2" variant="h6">
              {campaign.name}
            </Typography>
            <BookingGroupStateBadge status={campaign.status} />
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {campaignFacts(campaign)}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

/** The tenant's campaigns (/dashboard/campaigns, docs/campaigns.md): status, screens, dates, total and reach; each opens its page. */
export function CampaignsPage() {
  const campaigns = useTenantCampaigns();
  let content;
  if (campaigns.isError) content = <QueryLoadError title="Failed to load campaigns" query={campaigns} />;
  else if (!campaigns.data) content = <LoadingScreen label="Loading campaigns" fullHeight={false} />;
  else if (campaigns.data.length === 0)
    content = (
      <EmptyState
        icon={<CampaignIcon />}
        title="No campaigns yet"
        text="A campaign books many screens at once, with one price and an estimate of the people it reaches."
        action={newCampaign}
      />
    );
  else
    content = (
      <Stack spacing={2} component="ul" aria-label="Campaigns" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {campaigns.data.map((campaign) => (
          <li key={campaign.id}>
            <CampaignCard campaign={campaign} />
          </li>
        ))}
      </Stack>
    );
  return (
    <>
      <PageHeader title="Campaigns" subtitle="Your bookings across many screens." actions={newCampaign} />
      {content}
    </>
  );
}
