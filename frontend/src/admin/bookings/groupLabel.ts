import type { BookingGroup } from '../../api/bookings';
import { formatCalendarDate } from '../../utils/bookingFormat';
import { countOf } from '../../utils/plural';

/**
 * A booking group named for its buttons' accessible names: "ana for Mill Ave Screen (Summer Sale,
 * Dec 01, 2026 and 2 more dates)". The creative and dates keep two groups of one tenant on one
 * display from giving two buttons the same name.
 */
export function groupLabel(group: Pick<BookingGroup, 'tenant' | 'display' | 'adCreative' | 'bookingDates'>): string {
  const dates = group.bookingDates.map((d) => d.date).toSorted();
  const first = dates.length ? formatCalendarDate(dates[0]) : 'no dates';
  const when = dates.length > 1 ? `${first} and ${countOf(dates.length - 1, 'more date')}` : first;
  return `${group.tenant.username} for ${group.display.name} (${group.adCreative.name}, ${when})`;
}
