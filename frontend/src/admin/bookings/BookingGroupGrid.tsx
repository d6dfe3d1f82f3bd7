import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { useListContext } from 'react-admin';
import type { BookingGroup } from '../../api/bookings';
import { LoadingScreen } from '../../components/LoadingScreen';

interface BookingGroupGridProps {
  /** Accessible name of the list, e.g. "Booking requests". */
  label: string;
  renderGroup: (group: BookingGroup) => ReactNode;
  /** Shown when a filter leaves no group (react-admin shows the List's `empty` when there is none at all). */
  noMatch: ReactNode;
}

/** The current page of booking groups (react-admin list context) as a grid of cards. */
export function BookingGroupGrid({ label, renderGroup, noMatch }: BookingGroupGridProps) {
  const { data, isPending } = useListContext<BookingGroup>();
  if (isPending) return <LoadingScreen label={`Loading ${label.toLowerCase()}`} fullHeight={false} />;
  if (!data || data.length === 0) return noMatch;
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 2.5,
        gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 540px), 1fr))',
      }}
    >
      {data.map((group) => (
        <li key={group.id}>{renderGroup(group)}</li>
      ))}
    </Box>
  );
}
