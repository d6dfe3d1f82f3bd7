import CampaignIcon from '@mui/icons-material/CampaignOutlined';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { Datagrid, FunctionField, List, NumberField, TextField } from 'react-admin';
import type { AdminCampaign } from '../../api/campaigns';
import { EmptyState } from '../../components/EmptyState';
import { PageHeader } from '../../components/PageHeader';
import { ADMIN_REJECT_PENDING_PATH } from '../../navigation/paths';
import { BookingGroupStateBadge } from '../../pages/tenant/bookings/BookingGroupStateBadge';
import { formatDateRun } from '../../utils/dateRuns';
import { formatCents, toCents } from '../../utils/money';
import { CampaignActions } from './CampaignActions';
import { CAMPAIGNS_RESOURCE } from './resource';

const dates = (c: AdminCampaign) => (c.firstDate && c.lastDate ? formatDateRun({ first: c.firstDate, last: c.lastDate }) : '—');

/**
 * The back office's campaigns (GET /api/admin/campaigns, docs/campaigns.md): one row per
 * campaign, newest first, polled; its actions act on all its groups at once.
 */
export function CampaignList() {
  return (
    <>
      <PageHeader
        title="Campaigns"
        subtitle="Bookings across many screens: confirm, reject or mark paid each campaign in one action."
        actions={
          <Button component={RouterLink} to={ADMIN_REJECT_PENDING_PATH} variant="outlined" color="error">
            Reject a tenant's pending bookings
          </Button>
        }
      />
      <List<AdminCampaign>
        resource={CAMPAIGNS_RESOURCE}
        sort={{ field: 'createdAt', order: 'DESC' }}
        perPage={25}
        title={false}
        actions={false}
        queryOptions={{ refetchInterval: 30_000 }}
        empty={<EmptyState icon={<CampaignIcon />} title="No Campaigns" text="No tenant has booked a campaign yet." headingLevel="h3" />}
        // On a phone the table scrolls inside its box, never the page; every action stays in its row.
        sx={{ '& .RaList-main': { minWidth: 0 }, '& .RaList-content': { overflowX: 'auto' } }}
      >
        <Datagrid bulkActionButtons={false} rowClick={false}>
          <TextField source="name" label="Campaign" sortable />
          <TextField source="tenant.username" label="Tenant" sortable={false} />
          <NumberField source="displayCount" label="Screens" sortable={false} />
          <FunctionField<AdminCampaign> label="Dates" sortBy="firstDate" render={dates} />
          <FunctionField<AdminCampaign> label="Total" sortBy="totalPrice" render={(c) => formatCents(toCents(c.totalPrice))} />
          <FunctionField<AdminCampaign> label="Status" sortable={false} render={(c) => <BookingGroupStateBadge status={c.status} />} />
          <FunctionField<AdminCampaign> label="Actions" sortable={false} render={(c) => <CampaignActions campaign={c} />} />
        </Datagrid>
      </List>
    </>
  );
}
