import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Suspense } from 'react';
import type { DisplayChange } from '../../api/displays';
import { DayTime } from '../../components/DayTime';
import { MapPlaceholder } from '../../components/map/LazyDisplayMap';
import { trackedLazy } from '../../components/trackedLazy';
import { formatAddress } from '../../utils/displayLabels';
import { ReviewButtons } from '../ReviewButtons';
import { CHANGE_MARKER_COLORS } from './locationChangeMarkers';

/** Leaflet comes in a chunk of its own, when a change is shown. */
const LocationChangeMap = trackedLazy(() => import('./LocationChangeMap'));

interface LocationChangeCardProps {
  change: DisplayChange & { name: string };
  onApprove: (change: DisplayChange & { name: string }) => void;
  onReject: (change: DisplayChange & { name: string }) => void;
  busy: boolean;
}

function Place({ letter, color, label, address }: { letter: string; color: string; label: string; address: string }) {
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', minWidth: 0 }}>
      <Box
        aria-hidden
        sx={{
          flex: 'none',
          width: 22,
          height: 22,
          borderRadius: '50%',
          bgcolor: color,
          color: '#fff',
          display: 'grid',
          placeItems: 'center',
        }}
      >
        <Typography variant="caption" sx={{ fontWeight: 700 }}>
          {letter}
        </Typography>
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ fontWeight: 600 }}>
          {label}
        </Typography>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {address}
        </Typography>
      </Box>
    </Box>
  );
}

/** One host's new address of a display: now and requested side by side, on a map with both pins, then Approve and Reject. */
export function LocationChangeCard({ change, onApprove, onReject, busy }: LocationChangeCardProps) {
  const headingId = `location-change-${change.id}`;
  const { display } = change;
  return (
    <Card component="article" aria-labelledby={headingId} sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flexGrow: 1, pb: 1, display: 'grid', gap: 1.5, alignContent: 'start' }}>
        <Typography id={headingId} variant="h4" component="h3" sx={{ overflowWrap: 'anywhere' }}>
          {display.name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Asked by <strong>{display.host.username}</strong> on <DayTime iso={change.createdAt} />
        </Typography>
        <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <Place letter="A" color={CHANGE_MARKER_COLORS.now} label="Now" address={formatAddress(display)} />
          <Place letter="B" color={CHANGE_MARKER_COLORS.requested} label="Requested" address={formatAddress(change)} />
        </Box>
        <Box sx={{ height: 220, borderRadius: 2, overflow: 'hidden', border: 1, borderColor: 'divider' }}>
          <Suspense fallback={<MapPlaceholder />}>
            <LocationChangeMap change={change} />
          </Suspense>
        </Box>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, pt: 0 }}>
        <ReviewButtons
          name={`the new address of ${display.name}`}
          busy={busy}
          onApprove={() => onApprove(change)}
          onReject={() => onReject(change)}
        />
      </CardActions>
    </Card>
  );
}
