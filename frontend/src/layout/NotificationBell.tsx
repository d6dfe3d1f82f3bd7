import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import NotificationsIcon from '@mui/icons-material/NotificationsNoneOutlined';
import { useRef, useState, type MouseEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { bellLabel, useLatestNotifications, useMarkNotificationsRead } from '../api/notifications';
import { NotificationEntry } from '../components/notifications/NotificationEntry';
import { NOTIFICATIONS_PATH } from '../navigation/paths';

const POPOVER_ID = 'notifications-popover';
const HEADING_ID = 'notifications-popover-title';

/**
 * The bell of the signed-in shell (docs/notifications.md), for every role: the unread count as a
 * badge (read every minute and on focus), and on opening the newest entries, which are
 * then marked read. They keep their unread look while the bell stays open.
 */
export function NotificationBell() {
  const latest = useLatestNotifications();
  const markRead = useMarkNotificationsRead();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [seenUnread, setSeenUnread] = useState<ReadonlySet<number>>(new Set());
  const unreadCount = latest.data?.unreadCount ?? 0;
  const items = latest.data?.items ?? [];

  // Which opening a finished read belongs to: one that ends after the bell closed marks nothing.
  const opening = useRef(0);

  const open = (event: MouseEvent<HTMLElement>) => {
    setAnchor(event.currentTarget);
    const current = ++opening.current;
    void latest.refetch().then(({ data }) => {
      if (current !== opening.current) return;
      const ids = (data?.items ?? []).filter((entry) => !entry.read).map((entry) => entry.id);
      setSeenUnread(new Set(ids));
      if (ids.length > 0) markRead.mutate({ ids });
    });
  };
  const close = () => {
    opening.current += 1;
    setAnchor(null);
    setSeenUnread(new Set());
  };

  let content;
  if (items.length > 0)
    content = (
      <Box component="ul" aria-labelledby={HEADING_ID} sx={{ listStyle: 'none', m: 0, p: 0, maxHeight: 420, overflowY: 'auto' }}>
        {items.map((entry) => (
          <Box component="li" key={entry.id} sx={{ borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } }}>
            <NotificationEntry entry={entry} unread={!entry.read || seenUnread.has(entry.id)} onFollow={close} />
          </Box>
        ))}
      </Box>
    );
  else if (latest.isPending)
    content = (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 3 }}>
        <CircularProgress size={28} aria-label="Loading notifications" />
      </Box>
    );
  else if (latest.error)
    content = (
      <Typography role="alert" sx={{ px: 2, py: 2 }}>
        Notifications could not be loaded.{' '}
        <Button size="small" onClick={() => void latest.refetch()}>
          Retry
        </Button>
      </Typography>
    );
  else content = <Typography sx={{ px: 2, py: 3, color: 'text.secondary' }}>No notifications yet.</Typography>;

  // Unread entries older than the ones shown: the full page has them.
  const moreUnread = unreadCount - items.filter((entry) => !entry.read).length;
  return (
    <>
      <IconButton
        aria-label={bellLabel(latest.data?.unreadCount)}
        aria-haspopup="dialog"
        aria-expanded={Boolean(anchor)}
        aria-controls={anchor ? POPOVER_ID : undefined}
        onClick={open}
      >
        <Badge badgeContent={unreadCount} color="error" max={99} aria-hidden>
          <NotificationsIcon />
        </Badge>
      </IconButton>
      <Popover
        id={POPOVER_ID}
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: { role: 'dialog', 'aria-labelledby': HEADING_ID, sx: { width: 380, maxWidth: 'calc(100vw - 24px)' } },
        }}
      >
        <Typography id={HEADING_ID} component="h2" variant="subtitle1" sx={{ px: 2, py: 1.5, fontWeight: 700 }}>
          Notifications
        </Typography>
        <Divider />
        {content}
        <Divider />
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, px: 2, py: 1 }}>
          <Typography variant="body2" color="text.secondary">
            {moreUnread > 0 ? `${moreUnread} more unread` : ''}
          </Typography>
          <Button component={RouterLink} to={NOTIFICATIONS_PATH} onClick={close} size="small">
            See all notifications
          </Button>
        </Box>
      </Popover>
    </>
  );
}
