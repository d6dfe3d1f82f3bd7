import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import type { AdminCampaign } from '../../api/campaigns';
import { RejectReviewDialog } from '../RejectReviewDialog';
import { useCampaignActions } from './useCampaignActions';

/**
 * A campaign's actions in the back office: Confirm and Reject while any group is pending,
 * Mark as Paid / Unpaid once confirmed. Each acts on every group of the campaign at once.
 */
export function CampaignActions({ campaign }: { campaign: AdminCampaign }) {
  const { perform, busyId } = useCampaignActions();
  const [rejecting, setRejecting] = useState<AdminCampaign | null>(null);
  const busy = busyId === campaign.id;
  return (
    <Stack direction="row" spacing={1} onClick={(event) => event.stopPropagation()}>
      {campaign.status === 'pending' && (
        <>
          <Button
            size="small"
            variant="contained"
            color="success"
            disabled={busy}
            onClick={() => void perform(campaign, { kind: 'confirm' })}
            aria-label={`Confirm campaign ${campaign.name}`}
          >
            Confirm
          </Button>
          <Button
            size="small"
            variant="outlined"
            color="error"
            disabled={busy}
            onClick={() => setRejecting(campaign)}
            aria-label={`Reject campaign ${campaign.name}`}
          >
            Reject
          </Button>
        </>
      )}
      {campaign.status === 'confirmed' && (
        <>
          <Button
            size="small"
            variant="outlined"
            disabled={busy}
            onClick={() => void perform(campaign, { kind: 'paid', paid: true })}
            aria-label={`Mark campaign ${campaign.name} as paid`}
          >
            Mark as Paid
          </Button>
          <Button
            size="small"
            disabled={busy}
            onClick={() => void perform(campaign, { kind: 'paid', paid: false })}
            aria-label={`Mark campaign ${campaign.name} as unpaid`}
          >
            Mark as Unpaid
          </Button>
        </>
      )}
      <RejectReviewDialog
        title="Reject campaign"
        item={rejecting}
        describe={(item) => `Reject every pending screen of "${item.name}"? The tenant sees your note on each booking.`}
        owner="tenant"
        pending={busy}
        onCancel={() => setRejecting(null)}
        onConfirm={(note) => {
          if (!rejecting) return;
          void perform(rejecting, { kind: 'reject', note }).then(() => setRejecting(null));
        }}
      />
    </Stack>
  );
}
