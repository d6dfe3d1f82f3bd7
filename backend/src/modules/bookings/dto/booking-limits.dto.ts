import { ApiProperty } from '@nestjs/swagger';

/** The server's configured booking limits (docs/bookings.md, "Limits on holding"), for texts that name them. */
export class BookingLimitsDto {
  @ApiProperty({ example: 365, description: 'The latest bookable date is today + this many days, in the display’s zone' })
  horizonDays: number;

  @ApiProperty({ example: 48, description: 'A pending request not confirmed within this many hours of its request expires' })
  holdHours: number;

  @ApiProperty({ example: 240, description: 'Hours one tenant may hold in pending bookings at once' })
  pendingHoursCap: number;
}
