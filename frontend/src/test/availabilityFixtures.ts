import { addDays, format } from 'date-fns';
import type { Availability } from '../api/bookings';
import { parseCalendarDate } from '../utils/bookingFormat';
import type { ApiCall, MockReply } from './mockApi';

interface AvailabilityOptions {
  displayId?: number;
  /** The display's today (its zone), "YYYY-MM-DD". */
  today: string;
  capacityHours?: number;
  /** Hours already sold per date; other dates are free. */
  sold?: Record<string, number>;
}

/**
 * GET /api/tenant/displays/{id}/availability as the server answers it: one day
 * per date of from..to, past dates with freeHours 0.
 */
export function availability(
  { displayId = 42, today, capacityHours = 8, sold = {} }: AvailabilityOptions,
  from: string,
  to: string,
): Availability {
  const days: Availability['days'] = [];
  for (let day = parseCalendarDate(from)!; format(day, 'yyyy-MM-dd') <= to; day = addDays(day, 1)) {
    const date = format(day, 'yyyy-MM-dd');
    const soldHours = sold[date] ?? 0;
    days.push({ date, soldHours, freeHours: date < today ? 0 : Math.max(0, capacityHours - soldHours) });
  }
  return { displayId, timeZone: 'America/Phoenix', today, capacityHours, days };
}

/** A mockApi route answering availability reads for the asked range (`options` may change between calls). */
export function availabilityRoute(options: () => AvailabilityOptions) {
  return (call: ApiCall): MockReply => {
    const query = new URLSearchParams(call.search);
    const from = query.get('from') ?? options().today;
    const to = query.get('to') ?? from;
    return { body: availability(options(), from, to) };
  };
}
