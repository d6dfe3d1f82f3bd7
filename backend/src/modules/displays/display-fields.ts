import { formatCents } from '../../common/money/money';
import type { Display } from './entities/display.entity';
import { BadRequestException } from '@nestjs/common';
import { hourOf } from '../../common/time/operating-hours';
import { AGE_RANGES, AUDIENCES } from './display.constants';

/**
 * "HH:00-HH:00" for a start and end (docs/product-rules.md §3.1): the end must be later
 * (400 "End time must be after start time"), and an `operatingHours` that was sent must agree.
 */
export function operatingHoursFor(startTime: string, endTime: string, sent?: string | null): string {
  if (hourOf(endTime) <= hourOf(startTime)) throw new BadRequestException('End time must be after start time');
  const operatingHours = `${startTime}-${endTime}`;
  if (sent !== undefined && sent !== null && sent !== operatingHours) {
    throw new BadRequestException(`Operating hours must match the start and end times (${operatingHours})`);
  }
  return operatingHours;
}

/** Target age ranges stored once each, in the order of the enumeration. */
export const ageRangesOf = (sent?: readonly string[] | null) => AGE_RANGES.filter((a) => (sent ?? []).includes(a));

/** Target audiences stored once each, in the order of the enumeration. */
export const audiencesOf = (sent?: readonly string[] | null) => AUDIENCES.filter((a) => (sent ?? []).includes(a));

/**
 * A display's money and schedule as the audit log records a host's edit of them (docs/accounts.md,
 * "Audit log"): price, audience (the CPM of later bookings), operating hours and time zone.
 */
export function moneyAndSchedule(d: Display) {
  return {
    pricePerHour: formatCents(d.pricePerHourCents),
    audiencePerHour: d.audiencePerHour,
    startTime: d.startTime,
    endTime: d.endTime,
    timeZone: d.timeZone,
  };
}
