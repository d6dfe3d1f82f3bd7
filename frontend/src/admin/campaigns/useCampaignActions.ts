import { useCallback } from 'react';
import type { AdminCampaign } from '../../api/campaigns';
import { useToastedAction } from '../../hooks/useToastedAction';
import { useAdminAction } from '../useAdminData';

type Action = { kind: 'confirm' } | { kind: 'reject'; note: string } | { kind: 'paid'; paid: boolean };

/**
 * Confirm, reject (with a note) and mark paid a whole campaign in one call each
 * (docs/campaigns.md), with their toasts; the lists reload first.
 */
export function useCampaignActions() {
  const action = useAdminAction((dp, { id, act }: { id: number; act: Action }) => {
    if (act.kind === 'confirm') return dp.confirmCampaign(id);
    if (act.kind === 'reject') return dp.rejectCampaign(id, act.note.trim() || undefined);
    return dp.setCampaignPaid(id, act.paid);
  });
  const { mutateAsync } = action;
  const run = useToastedAction();
  const perform = useCallback(
    (campaign: AdminCampaign, act: Action) => {
      const success =
        act.kind === 'confirm'
          ? `Campaign "${campaign.name}" confirmed.`
          : act.kind === 'reject'
            ? `Campaign "${campaign.name}" rejected.`
            : `Campaign "${campaign.name}" marked as ${act.paid ? 'paid' : 'unpaid'}.`;
      return run(() => mutateAsync({ id: campaign.id, act }), { success });
    },
    [run, mutateAsync],
  );
  return { perform, busyId: action.isPending ? (action.variables?.id ?? null) : null };
}
