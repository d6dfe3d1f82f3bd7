import WhereToVoteIcon from '@mui/icons-material/WhereToVoteOutlined';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { EmptyState } from '../../components/EmptyState';
import { QueryLoadError } from '../../components/QueryLoadError';
import { PendingReviewSection } from '../PendingReviewSection';
import { useAdminAction, useAdminDataProvider } from '../useAdminData';
import { useReviewActions } from '../useReviewActions';
import type { Review } from '../dataProvider';
import { LocationChangeCard } from './LocationChangeCard';
import { DISPLAYS_RESOURCE } from './resource';

export const LOCATION_REVIEW_SUCCESS_TEXT = 'Location change reviewed successfully';

/** The reject dialog's question: rejecting keeps the display where it is. */
const keepQuestion = (name: string) => (
  <>
    Keep <strong>{name}</strong> at its current address? The host sees your note beside the display.
  </>
);

/**
 * Hosts' new addresses of approved displays (docs/product-rules.md §5.4), each with the display's
 * current address beside the requested one on a small map; Approve moves the display, Reject
 * (with a note for the host) keeps it where it is. Until then the display plays and sells as before.
 */
export function PendingLocationChanges() {
  const dataProvider = useAdminDataProvider();
  const changes = useQuery({ queryKey: [DISPLAYS_RESOURCE, 'changes'], queryFn: () => dataProvider.getPendingDisplayChanges() });
  const review = useAdminAction((dp, { id, ...body }: Review & { id: number }) => dp.reviewDisplayChange(id, body));
  const actions = useReviewActions(review, LOCATION_REVIEW_SUCCESS_TEXT);
  // The shared section names an item by `name`: a change is named after its display.
  const named = useMemo(() => changes.data?.map((change) => ({ ...change, name: change.display.name })), [changes.data]);
  return (
    <PendingReviewSection
      title="Location Changes"
      pending={{ data: named, isPending: changes.isPending, error: changes.error }}
      actions={actions}
      headingId="location-changes-heading"
      loadingLabel="Loading location changes"
      error={<QueryLoadError title="Failed to load location changes" query={changes} />}
      empty={
        <EmptyState
          icon={<WhereToVoteIcon />}
          title="No Location Changes"
          text="No host has asked to move an approved display"
          headingLevel="h3"
        />
      }
      listLabel="Location changes waiting for review"
      minCardWidth={300}
      renderCard={(change, card) => <LocationChangeCard change={change} {...card} />}
      rejectTitle="Reject location change"
      owner="host"
      notePlaceholder="e.g. The new address could not be verified"
      describeReject={keepQuestion}
    />
  );
}
