import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { validateEnv } from './validate-env';

class BookingsEnv {
  @IsOptional() @IsInt() @Min(1) @Max(3650) BOOKING_HORIZON_DAYS?: number;
  @IsOptional() @IsInt() @Min(1) @Max(24 * 365) BOOKING_HOLD_HOURS?: number;
  @IsOptional() @IsInt() @Min(1) @Max(1_000_000) TENANT_PENDING_HOURS_CAP?: number;
}

/** Limits that keep unpaid requests from holding screens (docs/bookings.md, "Limits on holding"). */
export interface BookingsConfig {
  /** The latest bookable date is today + this many days, in the display's zone. */
  horizonDays: number;
  /** A pending booking not confirmed within this many hours of its request expires. */
  holdHours: number;
  /** Hours (sum of hoursBooked) one tenant may hold in pending bookings at once. */
  pendingHoursCap: number;
}

export function bookingsConfig(env: NodeJS.ProcessEnv): BookingsConfig {
  const e = validateEnv(BookingsEnv, env);
  return {
    horizonDays: e.BOOKING_HORIZON_DAYS ?? 365,
    holdHours: e.BOOKING_HOLD_HOURS ?? 48,
    // A 40-screen, 30-date, 2-hour campaign (docs/campaigns.md): campaign hours count too.
    pendingHoursCap: e.TENANT_PENDING_HOURS_CAP ?? 2400,
  };
}
