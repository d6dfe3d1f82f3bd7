import type { ReactNode } from 'react';
import { useListContext } from 'react-admin';
import type { BookingGroup } from '../../api/bookings';
import { CardList } from '../../components/CardList';
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
    <CardList label={label} items={data} keyOf={(group) => group.id} minWidth="min(100%, 540px)">
      {renderGroup}
    </CardList>
  );
}
