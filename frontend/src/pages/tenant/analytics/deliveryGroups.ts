import type { TenantBookingGroup } from '../../../api/tenantBookingGroups';
import { formatCalendarDate } from '../../../utils/bookingFormat';

/** A booking group with a confirmed date, as a choice in the delivery section. */
export interface DeliveryGroupChoice {
  groupId: string;
  label: string;
  firstDate: string;
}

/**
 * The tenant's confirmed booking groups (as the server lists them, latest first date first) as
 * choices; `today` (YYYY-MM-DD) picks the default: the latest group that has started.
 */
export function deliveryGroups(
  groups: TenantBookingGroup[],
  today: string,
): { choices: DeliveryGroupChoice[]; initial: string | undefined } {
  const choices = groups.map((g) => {
    const span =
      g.firstDate === g.lastDate
        ? formatCalendarDate(g.firstDate)
        : `${formatCalendarDate(g.firstDate)} – ${formatCalendarDate(g.lastDate)}`;
    return { groupId: g.groupId, label: `${g.display.name} · ${g.adCreative.name} · ${span}`, firstDate: g.firstDate };
  });
  const initial = (choices.find((c) => c.firstDate <= today) ?? choices[0])?.groupId;
  return { choices, initial };
}
