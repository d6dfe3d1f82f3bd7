import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { connectionStatus } from './connectionStatus';

/** Whether the display's player is polling: a green "Online" dot, or since when it is offline. */
export function DisplayConnection({ lastSeenAt }: { lastSeenAt: string | null }) {
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
