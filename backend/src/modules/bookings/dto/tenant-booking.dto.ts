import { ApiProperty } from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';
import { BOOKING_STATUSES, type BookingStatus } from '../booking.constants';

export class BookingDisplaySummaryDto {
  id: number;
  name: string;
  city: string;
}

export class BookingCreativeSummaryDto {
  id: number;
  name: string;
  /** URL of the creative's small WebP preview. */
  thumbnailUrl: string;
}

/** One of the tenant's own bookings (one date). */
export class TenantBookingDto {
  id: number;
  /** Shared by the dates booked in one request. */
  @ApiProperty({ format: 'uuid' })
  groupId: string;
  @ApiProperty({ enum: BOOKING_STATUSES })
  status: BookingStatus;
  /** Calendar date 'YYYY-MM-DD' in the display's time zone. */
  @ApiProperty({ format: 'date', example: '2026-12-01' })
  bookingDate: string;
  hoursBooked: number;
  /** Price per hour when booked: dollars with two decimals. */
  @ApiProperty({ example: '12.50' })
  pricePerHour: string;
  /** pricePerHour × hoursBooked, two decimals. */
  @ApiProperty({ example: '25.00' })
  totalPrice: string;
  /** True once the admin has marked it paid. */
  paid: boolean;
  /** The admin's note (e.g. why the request was rejected). */
  @ApiProperty({ type: String, nullable: true })
  notes: string | null;
  createdAt: Date;
  display: BookingDisplaySummaryDto;
  adCreative: BookingCreativeSummaryDto;
}

/** The answer to a bulk booking: one new pending group. */
export class BulkBookingResultDto {
  @ApiProperty({ format: 'uuid' })
  groupId: string;
  /** One booking per date, earliest first. */
  bookings: TenantBookingDto[];
  /** Sum of the bookings' totalPrice, two decimals. */
  @ApiProperty({ example: '75.00' })
  totalPrice: string;
  /** hoursBooked × the display's audience per hour, summed over the dates (docs/campaigns.md). */
  estimatedImpressions: number;
  /** totalPrice per thousand estimated impressions, two decimals; null when impressions are 0. */
  @ApiProperty({ type: String, nullable: true, example: '8.33' })
  cpm: string | null;
}

export class AvailabilityQueryDto {
  /** First date (YYYY-MM-DD); default today in the display's time zone. */
  @IsOptional() @IsString({ message: 'from must be a date written YYYY-MM-DD' }) from?: string;
  /** Last date (YYYY-MM-DD), inclusive; default 60 days from `from`; at most 92 days in all. */
  @IsOptional() @IsString({ message: 'to must be a date written YYYY-MM-DD' }) to?: string;
}

export class AvailabilityDayDto {
  @ApiProperty({ format: 'date', example: '2026-12-01' })
  date: string;
  /** Hours held by pending and confirmed bookings. */
  soldHours: number;
  /** Hours that can still be booked (0 for past dates and full dates). */
  freeHours: number;
}

export class AvailabilityDto {
  displayId: number;
  /** IANA time zone in which the dates are counted. */
  timeZone: string;
  /** Today's date in that zone. */
  @ApiProperty({ format: 'date' })
  today: string;
  /** Hours that can be sold per date (end time − start time). */
  capacityHours: number;
  days: AvailabilityDayDto[];
}
