import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, ValidateBy } from 'class-validator';
import { IsPresent } from '../../../common/validation/is-present.validator';
import { BOOKING_LIMITS, BOOKING_MESSAGES } from '../booking.constants';
import { BookingRequestItem, bookingItemsProblem, pickItemFields } from '../booking-request.rules';

/** One date of a booking request (docs/product-rules.md §13.4). */
export class BookingRequestItemDto implements BookingRequestItem {
  /** The display to book; the same for every date of one request. */
  @ApiProperty({ minimum: 1, example: 12 })
  displayId: number;
  /** One of the caller's approved ad creatives; the same for every date. */
  @ApiProperty({ minimum: 1, example: 3 })
  adCreativeId: number;
  /** Calendar date in the display's time zone, today or later. */
  @ApiProperty({ format: 'date', example: '2026-12-01' })
  bookingDate: string;
  /** Hours of airtime on that date; the same for every date. */
  @ApiProperty({ minimum: BOOKING_LIMITS.minHours, maximum: BOOKING_LIMITS.maxHours, example: 2 })
  hoursBooked: number;
}

/** Checks every item (types, formats, one display/creative/hours, no repeated date). */
function ValidBookingItems() {
  return ValidateBy({
    name: 'validBookingItems',
    validator: {
      validate: (value: unknown) => Array.isArray(value) && bookingItemsProblem(value) === null,
      defaultMessage: (args) => (Array.isArray(args?.value) ? bookingItemsProblem(args.value) : null) ?? 'bookings is invalid',
    },
  });
}

export class CreateBookingsDto {
  /**
   * One item per date (1–60), all for the same display, ad creative and hours per day.
   * Prices are computed by the server; price fields sent by the client are ignored.
   */
  // class-validator runs these bottom-up; with stopAtFirstError the first failure wins.
  @ValidBookingItems()
  @ArrayMaxSize(BOOKING_LIMITS.maxDates, { message: BOOKING_MESSAGES.dateCount })
  @ArrayMinSize(1, { message: BOOKING_MESSAGES.dateCount })
  @IsArray({ message: 'bookings must be a list of dates' })
  @IsPresent(BOOKING_MESSAGES.dateCount)
  @Transform(({ value }) => pickItemFields(value))
  @ApiProperty({ type: [BookingRequestItemDto], minItems: 1, maxItems: BOOKING_LIMITS.maxDates })
  bookings: BookingRequestItemDto[];
}
