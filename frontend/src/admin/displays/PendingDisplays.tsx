import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import { useRef, useState } from 'react';
import type { AdminDisplay } from '../../api/displays';
import { errorText } from '../../api/errors';
import { usePendingDisplays } from '../../api/useReviewDisplays';
import { EmptyState } from '../../components/EmptyState';
import { LoadError } from '../../components/LoadError';
import { LoadingScreen } from '../../components/LoadingScreen';
import { RejectReviewDialog } from '../RejectReviewDialog';
import { PendingDisplayCard } from './PendingDisplayCard';
import { useDisplayReviewActions } from './useDisplayReviewActions';

/**
 * The displays waiting for review, as cards with Approve and Reject (Reject
 * asks for an optional note). The list reloads after each review; focus then
 * moves to the section heading, as the reviewed card is gone.
 */
export function PendingDisplays() {
  const pending = usePendingDisplays();
  const { approve, reject, busyId } = useDisplayReviewActions();
  const [rejecting, setRejecting] = useState<AdminDisplay | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const reviewed = (ok: boolean) => {
    if (!ok) return;
    setRejecting(null);
    // After the dialog has handed focus back, move it to a place that still exists.
    window.requestAnimationFrame(() => headingRef.current?.focus());
  };

  const list = pending.data;
  let content;
  if (pending.isPending) content = <LoadingScreen label="Loading pending displays" fullHeight={false} />;
  else if (pending.error && !list)
    content = (
      <LoadError
        title="Failed to load pending displays"
        message={errorText(pending.error)}
        onRetry={() => void pending.refetch()}
        retrying={pending.isFetching}
      />
    );
  else if (!list || list.length === 0)
    content = <EmptyState icon={<TaskAltIcon />} title="No Pending Reviews" text="All displays have been reviewed" headingLevel="h3" />;
  else
    content = (
      <Box
        component="ul"
        aria-label="Pending displays"
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2.5, gridTemplateColumns: 'repeat(auto-fill, minmax(300px, 1fr))' }}
      >
        {list.map((display) => (
          <li key={display.id}>
            <PendingDisplayCard
              display={display}
              busy={busyId === display.id}
              onApprove={(d) => void approve(d.id).then(reviewed)}
              onReject={setRejecting}
            />
          </li>
        ))}
      </Box>
    );

  return (
    <Box component="section" aria-labelledby="pending-displays-heading" sx={{ mb: 5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 2 }}>
        <Typography
          id="pending-displays-heading"
          ref={headingRef}
          tabIndex={-1}
          variant="h2"
          sx={{ fontSize: '1.35rem', '&:focus': { outline: 'none' } }}
        >
          Pending Review
        </Typography>
        {list && list.length > 0 && <Chip size="small" color="warning" label={`${list.length} waiting`} />}
      </Box>
      {content}
      <RejectReviewDialog
        title="Reject display"
        owner="host"
        notePlaceholder="e.g. The address could not be verified"
        itemName={rejecting?.name ?? null}
        pending={rejecting !== null && busyId === rejecting.id}
        onCancel={() => setRejecting(null)}
        onConfirm={(note) => {
          if (rejecting) void reject(rejecting.id, note).then(reviewed);
        }}
      />
    </Box>
  );
}
