import { ApiProperty } from '@nestjs/swagger';

/** One of the host's displays (not deleted) in "Display Performance". */
export class DisplayMetricDto {
  displayId: number;
  displayName: string;
  /** False while it awaits review or was rejected: it is listed, but not in averageUtilization. */
  approved: boolean;
  /** Total price of its confirmed, paid bookings, all time: dollars with two decimals. */
  @ApiProperty({ example: 36.75 })
  revenue: number;
  /** Accepted plays, all time. */
  impressions: number;
  /** Confirmed hours booked on the 30 dates ending today (display zone) ÷ (daily capacity × 30), percent, one decimal. */
  @ApiProperty({ example: 12.5 })
  utilization: number;
}

/** GET /api/host/analytics (docs/analytics.md). */
export class HostAnalyticsDto {
  /** Confirmed, paid bookings of all the host's displays (deleted ones too), all time; two decimals. */
  @ApiProperty({ example: 1234.5 })
  totalRevenue: number;
  /** Confirmed bookings dated today or later (each display's zone). */
  activeBookings: number;
  /** Accepted plays on all the host's displays, all time. */
  totalImpressions: number;
  /** Mean of the approved displays' utilization, rounded to a whole percent (0 without approved displays). */
  @ApiProperty({ example: 13 })
  averageUtilization: number;
  displayMetrics: DisplayMetricDto[];
}

/** Plays and revenue of one date (display zone). */
export class HostDailyDto {
  @ApiProperty({ format: 'date', example: '2026-11-20' })
  date: string;
  plays: number;
  /** Confirmed, paid bookings dated that day; two decimals. */
  @ApiProperty({ example: 36.75 })
  revenue: number;
}

export class HostDailySeriesDto {
  @ApiProperty({ format: 'date' })
  from: string;
  @ApiProperty({ format: 'date' })
  to: string;
  /** Every date from `from` to `to`, zeros included. */
  days: HostDailyDto[];
}
