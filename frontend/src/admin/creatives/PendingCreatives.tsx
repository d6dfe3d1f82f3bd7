import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import { useQuery } from '@tanstack/react-query';
import { errorText } from '../../api/errors';
import { LoadError } from '../../components/LoadError';
import { PendingReviewSection } from '../PendingReviewSection';
import { useAdminDataProvider } from '../useAdminData';
import { PendingCreativeCard } from './PendingCreativeCard';
import { CREATIVES_RESOURCE } from './resource';
import { useAdCreativeReviewActions } from './useAdCreativeReviewActions';

/**
 * The creatives waiting for review, as cards with Approve and Reject (Reject
 * asks for an optional note); see PendingReviewSection.
 */
export function PendingCreatives() {
  const dataProvider = useAdminDataProvider();
  const pending = useQuery({ queryKey: [CREATIVES_RESOURCE, 'pending'], queryFn: () => dataProvider.getPendingCreatives() });
  return (
    <PendingReviewSection
      pending={pending}
      actions={useAdCreativeReviewActions()}
      headingId="pending-creatives-heading"
      loadingLabel="Loading pending ad creatives"
      error={
        <LoadError title="Failed to load pending ad creatives" message={errorText(pending.error)} onRetry={() => void pending.refetch()} />
      }
      empty={
        <Card>
          <CardContent sx={{ py: 6, textAlign: 'center' }}>
            <TaskAltIcon aria-hidden sx={{ fontSize: 44, color: 'success.main', mb: 1 }} />
            <Typography component="p" variant="h6">
              No Pending Reviews
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 0.5 }}>
              All ad creatives have been reviewed
            </Typography>
          </CardContent>
        </Card>
      }
      listLabel="Pending ad creatives"
      minCardWidth={270}
      renderCard={(creative, card) => <PendingCreativeCard creative={creative} {...card} />}
      rejectTitle="Reject ad creative"
      owner="tenant"
      notePlaceholder="e.g. The text is too small to read on a screen"
    />
  );
}
