import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import { useRef, useState } from 'react';
import { usePendingAdCreatives, type AdminAdCreative } from '../../api/creatives';
import { errorText } from '../../api/errors';
import { LoadingScreen } from '../../components/LoadingScreen';
import { PendingCreativeCard } from './PendingCreativeCard';
import { RejectDialog } from './RejectDialog';
import { useReviewActions } from './useReviewActions';

/**
 * The creatives waiting for review, as cards with Approve and Reject (Reject
 * asks for an optional note). The list reloads after each review; focus then
 * moves to the section heading, as the reviewed card is gone.
 */
export function PendingCreatives() {
  const pending = usePendingAdCreatives();
  const { approve, reject, busyId } = useReviewActions();
  const [rejecting, setRejecting] = useState<AdminAdCreative | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const reviewed = (ok: boolean) => {
    if (!ok) return;
    setRejecting(null);
    // After the dialog has handed focus back, move it to a place that still exists.
    window.requestAnimationFrame(() => headingRef.current?.focus());
  };

  const list = pending.data;
  let content;
  if (pending.isPending) {
    content = <LoadingScreen label="Loading pending ad creatives" fullHeight={false} />;
  } else if (pending.error && !list) {
    content = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void pending.refetch()}>
            Retry
          </Button>
        }
      >
        <AlertTitle>Failed to load pending ad creatives</AlertTitle>
        {errorText(pending.error)}
      </Alert>
    );
  } else if (!list || list.length === 0) {
    content = (
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
    );
  } else {
    content = (
      <Box
        component="ul"
        aria-label="Pending ad creatives"
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2.5, gridTemplateColumns: 'repeat(auto-fill, minmax(270px, 1fr))' }}
      >
        {list.map((creative) => (
          <Box component="li" key={creative.id}>
            <PendingCreativeCard
              creative={creative}
              busy={busyId === creative.id}
              onApprove={(c) => void approve(c.id).then(reviewed)}
              onReject={setRejecting}
            />
          </Box>
        ))}
      </Box>
    );
  }

  return (
    <Box component="section" aria-labelledby="pending-creatives-heading" sx={{ mb: 5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 2 }}>
        <Typography
          id="pending-creatives-heading"
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
      <RejectDialog
        creativeName={rejecting?.name ?? null}
        pending={rejecting !== null && busyId === rejecting.id}
        onCancel={() => setRejecting(null)}
        onConfirm={(note) => {
          if (rejecting) void reject(rejecting.id, note).then(reviewed);
        }}
      />
    </Box>
  );
}
