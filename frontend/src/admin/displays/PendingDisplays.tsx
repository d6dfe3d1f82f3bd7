import TaskAltIcon from '@mui/icons-material/TaskAlt';
import { usePendingDisplays } from '../../api/useReviewDisplays';
import { EmptyState } from '../../components/EmptyState';
import { QueryLoadError } from '../../components/QueryLoadError';
import { PendingReviewSection } from '../PendingReviewSection';
import { PendingDisplayCard } from './PendingDisplayCard';
import { useDisplayReviewActions } from './useDisplayReviewActions';

/**
 * The displays waiting for review, as cards with Approve and Reject (Reject
 * asks for an optional note); see PendingReviewSection.
 */
export function PendingDisplays() {
  const pending = usePendingDisplays();
  return (
    <PendingReviewSection
      pending={pending}
      actions={useDisplayReviewActions()}
      headingId="pending-displays-heading"
      loadingLabel="Loading pending displays"
      error={<QueryLoadError title="Failed to load pending displays" query={pending} />}
      empty={<EmptyState icon={<TaskAltIcon />} title="No Pending Reviews" text="All displays have been reviewed" headingLevel="h3" />}
      listLabel="Pending displays"
      minCardWidth={300}
      renderCard={(display, card) => <PendingDisplayCard display={display} {...card} />}
      rejectTitle="Reject display"
      owner="host"
      notePlaceholder="e.g. The address could not be verified"
    />
  );
}
