import { eachDayOfInterval, isWeekend } from 'date-fns';
import type { CampaignRequest, QuoteLine } from '../../../../api/campaigns';
import { parseCalendarDate } from '../../../../utils/bookingFormat';
import { MAX_DATES, sortDates, toCalendarDate } from '../../booking/bookingRules';

/** docs/campaigns.md: 1–100 displays, 1–60 dates per campaign. */
export const MAX_SCREENS = 100;
export { MAX_DATES };

/** Monday to Friday between two calendar dates (inclusive, either order), at most MAX_DATES. */
export function weekdaysBetween(from: string, to: string): string[] {
  const start = parseCalendarDate(from);
  const end = parseCalendarDate(to);
  if (!start || !end) return [];
  const [first, last] = start <= end ? [start, end] : [end, start];
  return eachDayOfInterval({ start: first, end: last })
    .filter((day) => !isWeekend(day))
    .map(toCalendarDate)
    .slice(0, MAX_DATES);
}

/** The dates, sorted, without repeats. */
export function mergeDates(current: readonly string[], added: readonly string[]): string[] {
  return sortDates([...new Set([...current, ...added])]).slice(0, MAX_DATES);
}

/** What the builder holds; the request is sent only once it is complete. */
export interface CampaignDraft {
  name: string;
  displayIds: number[];
  dates: string[];
  hoursPerDay: number;
  adCreativeId: number | null;
}

/** The request of a complete draft (the quote ignores the name; "Campaign" stands in), else null. */
export function campaignRequest(draft: CampaignDraft): CampaignRequest | null {
  if (draft.displayIds.length === 0 || draft.dates.length === 0 || draft.adCreativeId === null) return null;
  return {
    name: draft.name.trim() || 'Campaign',
    adCreativeId: draft.adCreativeId,
    displayIds: draft.displayIds.toSorted((a, b) => a - b),
    dates: sortDates(draft.dates),
    hoursPerDay: draft.hoursPerDay,
    mode: 'all',
  };
}

/** The quote's lines that lack the hours asked. */
export const shortLines = (lines: readonly QuoteLine[]) => lines.filter((line) => !line.available);

/** The displays that lack hours on some date: "drop the short ones" removes them. */
export function shortDisplayIds(lines: readonly QuoteLine[]): Set<number> {
  return new Set(shortLines(lines).map((line) => line.displayId));
}

/** Why the campaign cannot be booked yet, or null. */
export function campaignProblem(draft: CampaignDraft): string | null {
  if (draft.displayIds.length === 0) return 'Select at least one screen';
  if (draft.displayIds.length > MAX_SCREENS) return `Select at most ${MAX_SCREENS} screens`;
  if (draft.dates.length === 0) return 'Select at least one date';
  if (draft.adCreativeId === null) return 'Choose an approved ad creative';
  if (draft.name.trim() === '') return 'Name the campaign';
  return null;
}
