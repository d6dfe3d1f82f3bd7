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
