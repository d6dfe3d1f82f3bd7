import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ValidateIf } from 'class-validator';
import { isCalendarDate } from '../../../common/time/zoned-time';
import { IsParsed, Unparsed } from '../../../common/validation/parsed';
import { BOOKING_LIMITS } from '../booking.constants';

/** `dates` as sent → the distinct dates, earliest first, or why not. */
export function parseCancelDates(value: unknown): string[] | Unparsed {
  if (!Array.isArray(value)) return new Unparsed('dates must be a list of dates written YYYY-MM-DD');
  if (value.length < 1 || value.length > BOOKING_LIMITS.maxDates)
    return new Unparsed(`Choose between 1 and ${BOOKING_LIMITS.maxDates} dates to cancel`);
  const seen = new Set<string>();
  for (const date of value) {
    if (typeof date !== 'string' || !isCalendarDate(date))
      return new Unparsed(`Dates must be real dates written YYYY-MM-DD (got ${JSON.stringify(date)?.slice(0, 40)})`);
    if (seen.has(date)) return new Unparsed(`The date ${date} is listed more than once`);
    seen.add(date);
  }
  return [...seen].sort(); // oxlint-disable-line unicorn/no-array-sort
}

/** POST /api/tenant/booking-groups/{groupId}/cancel (docs/product-rules.md §4.10). */
export class CancelBookingGroupDto {
  /**
   * The dates to cancel (1–60, each a pending date of this group). Leave it out to cancel
   * every pending date of the group.
   */
  @IsParsed()
  @ValidateIf((o: { dates?: unknown }) => o.dates !== undefined)
  @Transform(({ value }) => (value === undefined ? value : parseCancelDates(value)))
  @ApiPropertyOptional({ type: 'string', format: 'date', isArray: true, minItems: 1, maxItems: BOOKING_LIMITS.maxDates })
  dates?: string[];
}
