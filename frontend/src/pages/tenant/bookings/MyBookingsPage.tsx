import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';
import EventNoteIcon from '@mui/icons-material/EventNoteOutlined';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTenantBookingGroups } from '../../../api/tenantBookingGroups';
import { EmptyState } from '../../../components/EmptyState';
import { LoadError } from '../../../components/LoadError';
import { LoadingScreen } from '../../../components/LoadingScreen';
import { PageHeader } from '../../../components/PageHeader';
import { BROWSE_DISPLAYS_PATH } from '../../../navigation/paths';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { GROUP_STATE_FILTERS, type GroupStateFilter } from './bookingGroupStates';
import { TenantBookingGroupCard } from './TenantBookingGroupCard';
import { useCancelBooking } from './useCancelBooking';

export const MY_BOOKINGS_PER_PAGE = 10;

/**
 * My Bookings (/dashboard/bookings, tenant; docs/bookings.md): the tenant's booking
 * groups in every state, newest request first, filtered by state and paged on the server;
 * a pending request, or one of its dates, can be cancelled.
 */
export function MyBookingsPage() {
  const [state, setState] = useState<GroupStateFilter>('all');
  const [page, setPage] = useState(0);
  const groups = useTenantBookingGroups({ status: state === 'all' ? undefined : state, page, perPage: MY_BOOKINGS_PER_PAGE });
  const cancel = useCancelBooking();
  const data = groups.data;
  const filterLabel = GROUP_STATE_FILTERS.find((f) => f.value === state)?.label ?? state;
  const pages = data ? Math.max(1, Math.ceil(data.total / MY_BOOKINGS_PER_PAGE)) : 1;

  const choose = (value: GroupStateFilter) => {
    setState(value);
    setPage(0);
  };

  let content;
  if (groups.isPending) content = <LoadingScreen label="Loading your bookings" fullHeight={false} />;
  else if (groups.error && !data)
    content = (
      <LoadError
        title="Error Loading Bookings"
        message={groups.error.message || 'Failed to load your bookings'}
        onRetry={() => void groups.refetch()}
        retrying={groups.isFetching}
      />
    );
  else if (!data || data.items.length === 0)
    content = (
      <EmptyState
        icon={<EventNoteIcon />}
        title={state === 'all' ? 'No Bookings Yet' : `No ${filterLabel.toLowerCase()} bookings`}
        text={state === 'all' ? 'Book a display and your requests will appear here with their state.' : 'Try another state.'}
        action={
          state === 'all' && (
            <Button component={RouterLink} to={BROWSE_DISPLAYS_PATH} variant="contained">
              Browse Displays
            </Button>
          )
        }
      />
    );
  else
    content = (
      <>
        <Box
          component="ul"
          aria-label="Your bookings"
          aria-busy={groups.isFetching}
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}
        >
          {data.items.map((group) => (
            <li key={group.groupId}>
              <TenantBookingGroupCard group={group} onCancel={cancel.start} busy={cancel.pending} />
            </li>
          ))}
        </Box>
        {pages > 1 && (
          <Box component="nav" aria-label="Pages of your bookings" sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
            <Pagination count={pages} page={page + 1} onChange={(_, next) => setPage(next - 1)} color="primary" />
          </Box>
        )}
      </>
    );

  return (
    <>
      <PageHeader title="My Bookings" subtitle="Your booking requests and their state, newest first." />
      <Box
        component="fieldset"
        sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 3, mx: 0, p: 0, border: 0, minWidth: 0 }}
      >
        <Typography component="legend" variant="body2" color="text.secondary" sx={{ float: 'left', mr: 0.5, p: 0 }}>
          Filter by state:
        </Typography>
        {GROUP_STATE_FILTERS.map((filter) => (
          <Chip
            key={filter.value}
            label={filter.label}
            clickable
            color={state === filter.value ? 'primary' : 'default'}
            variant={state === filter.value ? 'filled' : 'outlined'}
            aria-pressed={state === filter.value}
            onClick={() => choose(filter.value)}
          />
        ))}
      </Box>
      {data && !groups.isPending && (
        <Typography component="output" variant="body2" color="text.secondary" sx={{ display: 'block', mb: 1.5 }}>
          {data.total === 1 ? '1 booking' : `${data.total} bookings`}
        </Typography>
      )}
      {content}
      <ConfirmDialog request={cancel.request} pending={cancel.pending} onConfirm={cancel.confirm} onCancel={cancel.close} />
    </>
  );
}
