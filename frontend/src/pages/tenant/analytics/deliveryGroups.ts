import type { TenantBooking } from '../../../api/bookings';
import { formatCalendarDate } from '../../../utils/bookingFormat';

/** A booking group with a confirmed date, as a choice in the delivery section. */
export interface DeliveryGroupChoice {
  groupId: string;
  label: string;
  firstDate: string;
}

/**
 * The tenant's booking groups that have a confirmed date, latest first date first;
 * `today` (YYYY-MM-DD) picks the default: the latest group that has started.
 */
export function deliveryGroups(bookings: TenantBooking[], today: string): { choices: DeliveryGroupChoice[]; initial: string | undefined } {
  const byGroup = new Map<string, TenantBooking[]>();
  for (const b of bookings) byGroup.set(b.groupId, [...(byGroup.get(b.groupId) ?? []), b]);
  const choices = [...byGroup.values()]
    .filter((dates) => dates.some((d) => d.status === 'confirmed'))
    .map((dates) => {
      const sorted = dates.map((d) => d.bookingDate).sort(); // oxlint-disable-line unicorn/no-array-sort
      const first = sorted[0];
      const last = sorted[sorted.length - 1];
      const span = first === last ? formatCalendarDate(first) : `${formatCalendarDate(first)} – ${formatCalendarDate(last)}`;
      return { groupId: dates[0].groupId, label: `${dates[0].display.name} · ${dates[0].adCreative.name} · ${span}`, firstDate: first };
    })
    .sort((a, b) => (a.firstDate < b.firstDate ? 1 : -1)); // oxlint-disable-line unicorn/no-array-sort
  const initial = (choices.find((c) => c.firstDate <= today) ?? choices[0])?.groupId;
  return { choices, initial };
}
