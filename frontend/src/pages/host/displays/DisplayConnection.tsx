import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import WifiOffIcon from '@mui/icons-material/WifiOff';
import { connectionStatus, outageLabel } from './connectionStatus';

interface DisplayConnectionProps {
  lastSeenAt: string | null;
  /** The start of an outage of a screen with paid airtime today (the offline alert), null when none. */
  offlineSince?: string | null;
}

/**
 * Whether the display's player is polling: a green "Online" dot, or since when it is offline.
 * An outage during paid airtime stands out as a red chip with its start time.
 */
export function DisplayConnection({ lastSeenAt, offlineSince }: DisplayConnectionProps) {
  const outage = outageLabel(offlineSince);
  if (outage)
    return (
      <Box sx={{ display: 'grid', gap: 0.5, justifyItems: 'start' }}>
        <Chip icon={<WifiOffIcon />} label={outage} color="error" size="small" sx={{ fontWeight: 600 }} />
        <Typography variant="body2" color="text.secondary">
          Its player has not been heard from since; check its power and network.
        </Typography>
      </Box>
    );
  const { online, label } = connectionStatus(lastSeenAt);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Box aria-hidden sx={{ width: 10, height: 10, borderRadius: '50%', flexShrink: 0, bgcolor: online ? 'success.main' : 'grey.400' }} />
      <Typography variant="body2" color={online ? 'success.dark' : 'text.secondary'} sx={{ fontWeight: online ? 600 : 400 }}>
        {label}
      </Typography>
    </Box>
  );
}
