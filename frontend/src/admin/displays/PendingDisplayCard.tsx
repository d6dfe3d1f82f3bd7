import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { AdminDisplay } from '../../api/displays';
import { DayTime } from '../../components/DayTime';
import { DisplayFacts } from '../../components/displays/DisplayFacts';
import { MobileBadge } from '../../components/displays/MobileBadge';
import { TargetChips } from '../../components/displays/TargetChips';
import { ReviewButtons } from '../ReviewButtons';

interface PendingDisplayCardProps {
  display: AdminDisplay;
  onApprove: (display: AdminDisplay) => void;
  onReject: (display: AdminDisplay) => void;
  /** True while this display's review is being sent. */
  busy: boolean;
}

/**
 * A display waiting for review (docs/product-rules.md §12.6): name, location,
 * operating hours (12-hour form), price per hour (two decimals), who added it,
 * then Approve and Reject.
 */
export function PendingDisplayCard({ display, onApprove, onReject, busy }: PendingDisplayCardProps) {
  const headingId = `pending-display-${display.id}`;
  return (
    <Card component="article" aria-labelledby={headingId} sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flexGrow: 1, pb: 1, display: 'grid', gap: 1.5, alignContent: 'start' }}>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1 }}>
          <Typography id={headingId} variant="h4" component="h3" sx={{ overflowWrap: 'anywhere' }}>
            {display.name}
          </Typography>
          {display.isMobile && <MobileBadge />}
        </Box>
        <Typography variant="body2" color="text.secondary">
          Added by <strong>{display.host.username}</strong> on <DayTime iso={display.createdAt} />
        </Typography>
        <DisplayFacts display={display} />
        <TargetChips ageRanges={display.targetAgeRanges} audiences={display.targetAudiences} />
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, pt: 0 }}>
        <ReviewButtons name={display.name} busy={busy} onApprove={() => onApprove(display)} onReject={() => onReject(display)} />
      </CardActions>
    </Card>
  );
}
