import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import NotificationsIcon from '@mui/icons-material/NotificationsNoneOutlined';
import { useMarkNotificationsRead, useNotificationPages } from '../../../api/notifications';
import { EmptyState } from '../../../components/EmptyState';
import { LoadingScreen } from '../../../components/LoadingScreen';
import { NotificationEntry } from '../../../components/notifications/NotificationEntry';
import { PageHeader } from '../../../components/PageHeader';
import { QueryLoadError } from '../../../components/QueryLoadError';
import { useToastedAction } from '../../../hooks/useToastedAction';
import { countOf } from '../../../utils/plural';

/**
 * /dashboard/notifications, every signed-in role (docs/notifications.md): the account's notifications,
 * newest first, unread ones emphasised, each linking to what it is about; "Load more" pages on
 * with `nextBefore`; "Mark all as read". Opening this page marks nothing read by itself.
 */
export function NotificationsPage() {
  const list = useNotificationPages();
  const markRead = useMarkNotificationsRead();
  const run = useToastedAction();
  const pages = list.data?.pages ?? [];
  const items = pages.flatMap((page) => page.items);
  // The newest page carries the freshest count (mark-as-read updates every page alike).
  const unreadCount = pages[0]?.unreadCount ?? 0;

  const markAll = () => void run(() => markRead.mutateAsync({ all: true }), { success: 'All notifications marked as read' });

  let content;
  if (list.isPending) content = <LoadingScreen label="Loading notifications" fullHeight={false} />;
  else if (list.error && items.length === 0) content = <QueryLoadError title="Failed to load notifications" query={list} />;
  else if (items.length === 0)
    content = (
      <EmptyState
        icon={<NotificationsIcon />}
        title="No notifications yet"
        text="Reviews, bookings and other news about your account will appear here."
      />
    );
  else
    content = (
      <>
        <Card component="section" aria-label="Your notifications">
          <Box component="ul" aria-busy={list.isFetching} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {items.map((entry) => (
              <Box component="li" key={entry.id} sx={{ borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } }}>
                <NotificationEntry entry={entry} unread={!entry.read} />
              </Box>
            ))}
          </Box>
        </Card>
        {list.error && <QueryLoadError title="Failed to load more notifications" query={list} />}
        {list.hasNextPage && (
          <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
            <Button variant="outlined" onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage}>
              {list.isFetchingNextPage ? 'Loading…' : 'Load more'}
            </Button>
          </Box>
        )}
      </>
    );

  return (
    <>
      <PageHeader
        title="Notifications"
        subtitle="What happened on your account, newest first."
        actions={
          <Button variant="outlined" startIcon={<DoneAllIcon />} onClick={markAll} disabled={unreadCount === 0 || markRead.isPending}>
            Mark all as read
          </Button>
        }
      />
      {!list.isPending && items.length > 0 && (
        <Typography component="output" variant="body2" color="text.secondary" sx={{ display: 'block', mb: 1.5 }}>
          {unreadCount === 0 ? 'No unread notifications' : `${countOf(unreadCount, 'unread notification')}`}
        </Typography>
      )}
      {content}
    </>
  );
}
