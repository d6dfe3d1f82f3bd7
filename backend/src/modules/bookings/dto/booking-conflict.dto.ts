import { ApiProperty } from '@nestjs/swagger';

/** One full date of a refused booking request and the hours still free on it. */
export class FreeHoursOnDateDto {
  @ApiProperty({ format: 'date', example: '2026-12-01' })
  date: string;
  /** Whole hours still free on that date (fewer than were asked for). */
  freeHours: number;
}

/** 409 "Not enough hours left": the message, and each full date with its free hours (earliest first). */
export class FullDatesErrorDto {
  @ApiProperty({ example: 409 })
  statusCode: number;
  @ApiProperty({ example: 'Not enough hours left: 2026-12-01 has 1 hour left' })
  message: string;
  @ApiProperty({ type: [FreeHoursOnDateDto] })
  details: FreeHoursOnDateDto[];
}

/** One date from today on with more hours sold than a display's new operating hours allow. */
export class OversoldDateDto {
  @ApiProperty({ format: 'date', example: '2026-12-01' })
  date: string;
  /** Hours held on that date by pending and confirmed bookings. */
  soldHours: number;
  /** Hours a day the new operating hours allow. */
  capacityHours: number;
}

/** 409 when new operating hours leave dates with more hours sold than they allow (earliest first). */
export class OversoldDatesErrorDto {
  @ApiProperty({ example: 409 })
  statusCode: number;
  @ApiProperty({ example: 'The new hours allow 4 hours a day, but more are already sold: 2026-12-01 has 6 hours sold' })
  message: string;
  @ApiProperty({ type: [OversoldDateDto] })
  details: OversoldDateDto[];
}
