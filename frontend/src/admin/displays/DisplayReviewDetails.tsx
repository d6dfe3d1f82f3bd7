import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useState } from 'react';
import { useRecordContext } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { AdminDisplay } from '../../api/displays';
import { DisplayLocationMap, DisplayProfile } from '../../components/displays/DisplayProfile';
import { MobileBadge } from '../../components/displays/MobileBadge';
import { ReviewStatusBadge } from '../../components/displays/ReviewStatusBadge';
import { PageHeader } from '../../components/PageHeader';
import { formatDay } from '../../utils/bookingFormat';
import { formatAddress } from '../../utils/displayLabels';
import { RejectReviewDialog } from '../RejectReviewDialog';
import { ReviewButtons } from '../ReviewButtons';
import { useDisplayReviewActions } from './useDisplayReviewActions';

const day = (iso: string | null) => (iso ? formatDay(iso) : '—');

/** The display's details, review status and map; Approve / Reject (a display may be reviewed again). */
export function DisplayReviewDetails() {
  const display = useRecordContext<AdminDisplay>();
  const { approve, reject, busyId } = useDisplayReviewActions();
  const [rejecting, setRejecting] = useState(false);
  if (!display) return null;
  const busy = busyId === display.id;

  return (
    <>
      <Button component={RouterLink} to="/dashboard/review-displays" startIcon={<ArrowBackIcon />} sx={{ mb: 2 }}>
        Back to Review Displays
      </Button>
      <PageHeader
        title={display.name}
        subtitle={formatAddress(display)}
        actions={
          <Box sx={{ minWidth: 260 }}>
            <ReviewButtons
              name={display.name}
              busy={busy}
              onApprove={() => void approve(display.id)}
              onReject={() => setRejecting(true)}
              hideApprove={display.status === 'approved'}
              hideReject={display.status === 'rejected'}
            />
          </Box>
        }
      />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '2fr 3fr' }, alignItems: 'start' }}>
        <Card>
          <CardContent sx={{ p: 3, display: 'grid', gap: 2 }}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
              <ReviewStatusBadge status={display.status} note={display.approvalNotes} />
              {display.isMobile && <MobileBadge />}
            </Box>
            <DisplayProfile display={display} />
            <Typography variant="body2" color="text.secondary">
              Host <strong>{display.host.username}</strong> · added {day(display.createdAt)} · reviewed {day(display.reviewedAt)} ·{' '}
              {display.dailyCapacityHours} hours a day · {display.timeZone}
            </Typography>
          </CardContent>
        </Card>
        <DisplayLocationMap display={display} />
      </Box>
      <RejectReviewDialog
        title="Reject display"
        owner="host"
        item={rejecting ? display.name : null}
        pending={busy}
        onCancel={() => setRejecting(false)}
        onConfirm={(note) => void reject(display.id, note).then((ok) => ok && setRejecting(false))}
      />
    </>
  );
}
