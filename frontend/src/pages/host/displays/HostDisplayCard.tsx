import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import EditIcon from '@mui/icons-material/EditOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import PreviewIcon from '@mui/icons-material/VisibilityOutlined';
import type { Display, HostDisplay } from '../../../api/displays';
import { DisplayFacts } from '../../../components/displays/DisplayFacts';
import { MobileBadge } from '../../../components/displays/MobileBadge';
import { ReviewStatusBadge } from '../../../components/displays/ReviewStatusBadge';
import { TargetChips } from '../../../components/displays/TargetChips';
import { playerPath } from '../../../navigation/paths';
import { DisplayConnection } from './DisplayConnection';
import { DisplayPairing } from './DisplayPairing';
import { LocationChangeNotice } from './LocationChangeNotice';

interface HostDisplayCardProps {
  display: HostDisplay;
  onDelete: (display: Display) => void;
  /** Opens the display form filled in with this display. */
  onEdit: () => void;
}

/**
 * One of the host's displays (docs/player.md for its player): details, review status, whether its player
 * is online, pairing, Launch Player (the kiosk page in a new tab; approved displays
 * only, as no other can play), Preview (the same rotation, recording nothing), a location change
 * waiting for review or rejected, Edit and delete.
 */
export function HostDisplayCard({ display, onDelete, onEdit }: HostDisplayCardProps) {
  const headingId = `display-${display.id}-name`;
  return (
    <Card component="article" aria-labelledby={headingId} sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <CardContent sx={{ display: 'grid', gap: 1.5, flexGrow: 1, alignContent: 'start' }}>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1 }}>
          <ReviewStatusBadge status={display.status} note={display.approvalNotes} />
          {display.isMobile && <MobileBadge />}
        </Box>
        <Typography id={headingId} component="h3" variant="h6" sx={{ fontSize: '1.05rem', lineHeight: 1.35 }}>
          {display.name}
        </Typography>
        <DisplayConnection lastSeenAt={display.lastSeenAt} offlineSince={display.offlineSince} />
        <DisplayFacts display={display} />
        <LocationChangeNotice display={display} />
        <TargetChips ageRanges={display.targetAgeRanges} audiences={display.targetAudiences} />
        {display.demographicNotes && (
          <Typography variant="body2" color="text.secondary">
            {display.demographicNotes}
          </Typography>
        )}
        <DisplayPairing display={display} />
        {display.status !== 'approved' && (
          <Typography variant="body2" color="text.secondary">
            {display.status === 'rejected'
              ? 'A rejected display cannot play ads, so it has no player to launch.'
              : 'The player can be launched once an administrator approves this display.'}
          </Typography>
        )}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, pt: 0, justifyContent: 'space-between' }}>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {display.status === 'approved' && (
            <Button
              href={playerPath(display.id)}
              target="_blank"
              rel="noopener noreferrer"
              variant="outlined"
              size="small"
              startIcon={<OpenInNewIcon />}
            >
              Launch Player
            </Button>
          )}
          <Button href={playerPath(display.id, true)} target="_blank" rel="noopener noreferrer" size="small" startIcon={<PreviewIcon />}>
            Preview
          </Button>
        </Box>
        <Box sx={{ display: 'flex', gap: 0.5 }}>
          <Tooltip title="Edit display">
            <IconButton aria-label={`Edit ${display.name}`} onClick={onEdit}>
              <EditIcon />
            </IconButton>
          </Tooltip>
          <Tooltip title="Delete display">
            <IconButton aria-label={`Delete ${display.name}`} onClick={() => onDelete(display)} sx={{ color: 'error.main' }}>
              <DeleteIcon />
            </IconButton>
          </Tooltip>
        </Box>
      </CardActions>
    </Card>
  );
}
