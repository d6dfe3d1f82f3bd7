import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import type { AdminAdCreative } from '../../api/creatives';
import { CreativeFacts } from '../../components/creatives/CreativeFacts';
import { CreativeStatusBadge } from '../../components/creatives/CreativeStatusBadge';
import { CreativeThumbnail } from '../../components/creatives/CreativeThumbnail';
import { ReviewButtons } from '../ReviewButtons';

interface PendingCreativeCardProps {
  creative: AdminAdCreative;
  onApprove: (creative: AdminAdCreative) => void;
  onReject: (creative: AdminAdCreative) => void;
  /** True while this creative's review is being sent. */
  busy: boolean;
}

/**
 * A creative waiting for review (docs/product-rules.md §12): name, image preview (the thumbnail;
 * clicking it opens the full file), dimensions, tenant, Approve and Reject.
 */
export function PendingCreativeCard({ creative, onApprove, onReject, busy }: PendingCreativeCardProps) {
  const headingId = `pending-creative-${creative.id}`;
  return (
    <Card
      component="article"
      aria-labelledby={headingId}
      sx={{ position: 'relative', height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <Link
        href={creative.fileUrl}
        target="_blank"
        rel="noopener"
        title="Open the full image in a new tab"
        sx={{ position: 'relative', display: 'block', borderBottom: 1, borderColor: 'divider', '&:hover .open-hint': { opacity: 1 } }}
      >
        <CreativeThumbnail src={creative.thumbnailUrl} alt={`${creative.name}: open the full image in a new tab`} />
        <Box
          className="open-hint"
          aria-hidden
          sx={{
            position: 'absolute',
            right: 8,
            bottom: 8,
            display: 'flex',
            alignItems: 'center',
            gap: 0.5,
            px: 1,
            py: 0.25,
            borderRadius: 1,
            bgcolor: 'rgba(15,23,42,0.75)',
            color: '#fff',
            fontSize: 12,
            opacity: 0.85,
          }}
        >
          <OpenInNewIcon sx={{ fontSize: 14 }} /> Full size
        </Box>
      </Link>
      <Box sx={{ position: 'absolute', top: 10, left: 10, pointerEvents: 'none' }}>
        <CreativeStatusBadge status={creative.status} />
      </Box>
      <CardContent sx={{ flexGrow: 1, pb: 1 }}>
        <Typography id={headingId} variant="h4" component="h3" sx={{ overflowWrap: 'anywhere' }}>
          {creative.name}
        </Typography>
        <CreativeFacts creative={creative} tenant={creative.tenant.username} />
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, pt: 0 }}>
        <ReviewButtons name={creative.name} busy={busy} onApprove={() => onApprove(creative)} onReject={() => onReject(creative)} />
      </CardActions>
    </Card>
  );
}
