import TaskAltIcon from '@mui/icons-material/TaskAlt';
import { useQuery } from '@tanstack/react-query';
import { EmptyState } from '../../components/EmptyState';
import { QueryLoadError } from '../../components/QueryLoadError';
import { PendingReviewSection } from '../PendingReviewSection';
import { useAdminDataProvider } from '../useAdminData';
import { PendingDisplayCard } from './PendingDisplayCard';
import { DISPLAYS_RESOURCE } from './resource';
import { useDisplayReviewActions } from './useDisplayReviewActions';

/**
 * The displays waiting for review, as cards with Approve and Reject (Reject
 * asks for an optional note); see PendingReviewSection.
 */
export function PendingDisplays() {
  const dataProvider = useAdminDataProvider();
  const pending = useQuery({ queryKey: [DISPLAYS_RESOURCE, 'pending'], queryFn: () => dataProvider.getPendingDisplays() });
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
