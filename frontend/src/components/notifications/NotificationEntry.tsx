import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { notificationTarget, type Notification } from '../../api/notifications';
import { NOTIFICATIONS_PATH } from '../../navigation/paths';
import { formatMoment, humanizeDates } from '../../utils/bookingFormat';
import { visuallyHidden } from '../visuallyHidden';

interface NotificationEntryProps {
  entry: Notification;
  /** Shown as unread: a dot, bold title and "Unread" for screen readers. */
  unread: boolean;
  /** Called when the entry's link is followed (the bell closes). */
  onFollow?: () => void;
}

/**
 * One notification as a link to what it is about: the server's title and body as plain text
 * (docs/notifications.md), their calendar dates written "MMM dd, yyyy" like every date the app shows
 * (as api/errors.ts does for the server's messages), when it happened, and whether it was unread.
 */
export function NotificationEntry({ entry, unread, onFollow }: NotificationEntryProps) {
  return (
    <Box
      component={RouterLink}
      to={notificationTarget(entry.link, NOTIFICATIONS_PATH)}
      onClick={onFollow}
      data-unread={unread || undefined}
      sx={{
        display: 'flex',
        gap: 1.5,
        px: 2,
        py: 1.5,
        color: 'text.primary',
        textDecoration: 'none',
        bgcolor: unread ? 'rgba(67, 56, 202, 0.06)' : 'transparent',
        '&:hover': { bgcolor: 'rgba(15, 23, 42, 0.05)' },
        '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 },
      }}
    >
      <Box
        aria-hidden
        sx={{ width: 8, height: 8, mt: 0.9, borderRadius: '50%', flexShrink: 0, bgcolor: unread ? 'primary.main' : 'transparent' }}
      />
      <Box sx={{ minWidth: 0 }}>
        <Typography component="span" sx={{ display: 'block', fontWeight: unread ? 700 : 500, overflowWrap: 'anywhere' }}>
          {unread && (
            <Box component="span" sx={visuallyHidden}>
              Unread:{' '}
            </Box>
          )}
          {humanizeDates(entry.title)}
        </Typography>
        {entry.body && (
          <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
            {humanizeDates(entry.body)}
          </Typography>
        )}
        <Typography
          component="time"
          variant="caption"
          color="text.secondary"
          dateTime={entry.createdAt}
          sx={{ display: 'block', mt: 0.25 }}
        >
          {formatMoment(entry.createdAt)}
        </Typography>
      </Box>
    </Box>
  );
}
