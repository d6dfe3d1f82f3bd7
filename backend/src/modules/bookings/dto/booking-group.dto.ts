import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsOptional, IsString, MaxLength } from 'class-validator';
import { IsPresent } from '../../../common/validation/is-present.validator';
import { BOOKING_LIMITS, BOOKING_STATUSES, CANCELLED_BY, type BookingStatus, type CancelledBy } from '../booking.constants';
import { IsReadableText } from '../../../common/validation/readable-text.validator';

export class BookingDateDto {
  /** The booking's id (to delete this one date). */
  id: number;
  @ApiProperty({ format: 'date', example: '2026-12-01' })
  date: string;
  /** This date's price (price per hour × hours), two decimals. */
  @ApiProperty({ example: '40.00' })
  totalPrice: string;
  /** True when the admin has marked this date paid. */
  paid: boolean;
}

/** A cancelled date of a group: who cancelled it and when, and whether it had been paid (docs/product-rules.md §4.11). */
export class CancelledBookingDateDto extends BookingDateDto {
  cancelledAt: Date;
  /** `admin`: cancelled by ScreenSpace; `tenant`: the tenant withdrew its own pending date. */
  @ApiProperty({ enum: CANCELLED_BY })
  cancelledBy: CancelledBy;
}

export class GroupDisplayDto {
  name: string;
  streetAddress: string;
  city: string;
  state: string;
  zipCode: string;
}

export class GroupTenantDto {
  username: string;
}

export class GroupCreativeDto {
  name: string;
  fileUrl: string;
  /** Small WebP preview; use it in lists. */
  thumbnailUrl: string;
  dimensions: string;
}

/**
 * The dates one tenant booked in one request (docs/product-rules.md §13 "Booking group").
 * `status` is the group's state: confirmed if any date is confirmed, else pending
 * if any is pending, else rejected, expired or cancelled (in that order).
 * bookingDates, totalPrice and paid cover only the dates in that state.
 */
export class BookingGroupDto {
  /** The groupId (react-admin needs `id`). */
  @ApiProperty({ format: 'uuid' })
  id: string;
  @ApiProperty({ format: 'uuid' })
  groupId: string;
  @ApiProperty({ enum: BOOKING_STATUSES })
  status: BookingStatus;
  displayId: number;
  tenantId: number;
  adCreativeId: number;
  /** Earliest first. */
  bookingDates: BookingDateDto[];
  /** Every cancelled date of the group, whatever its state, earliest first, with who cancelled it and when. */
  cancelledDates: CancelledBookingDateDto[];
  /** Hours per day. */
  hoursBooked: number;
  /** Sum of the listed dates' prices, two decimals. */
  @ApiProperty({ example: '120.00' })
  totalPrice: string;
  /** Listed dates' hoursBooked × each booking's audience per hour when it was made (docs/campaigns.md). */
  estimatedImpressions: number;
  /** totalPrice per thousand estimated impressions, two decimals; null when impressions are 0. */
  @ApiProperty({ type: String, nullable: true, example: '8.33' })
  cpm: string | null;
  /** The campaign the group belongs to; null for a single-screen booking. */
  @ApiProperty({ type: Number, nullable: true })
  campaignId: number | null;
  /** True when every listed date is confirmed and paid. */
  paid: boolean;
  /** When it was marked paid; null when unpaid. */
  @ApiProperty({ type: Date, nullable: true })
  paidAt: Date | null;
  /** The admin's note to the tenant. */
  @ApiProperty({ type: String, nullable: true })
  notes: string | null;
  @ApiProperty({ format: 'date' })
  firstDate: string;
  @ApiProperty({ format: 'date' })
  lastDate: string;
  createdAt: Date;
  display: GroupDisplayDto;
  tenant: GroupTenantDto;
  adCreative: GroupCreativeDto;
}

export class RejectBookingGroupDto {
  /** Optional note shown to the tenant; up to 1000 characters. */
  @IsOptional()
  @MaxLength(BOOKING_LIMITS.notes, { message: `Notes must be at most ${BOOKING_LIMITS.notes} characters long` })
  @IsReadableText('Notes')
  @IsString({ message: 'Notes must be text' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  notes?: string;
}

export class MarkPaidDto {
  /** true marks the group's confirmed bookings paid; false unpaid. */
  @IsBoolean({ message: 'paid must be true or false' })
  @IsPresent('paid is required (true or false)')
  paid: boolean;
}

/** The answer to the admin's bulk reject of one tenant's pending requests. */
export class RejectedPendingDto {
  /** Booking groups that had pending dates (now rejected). */
  rejectedGroups: number;
  /** Pending bookings (dates) rejected. */
  rejectedBookings: number;
}
