import { IsOptional, IsString } from 'class-validator';

/** ?from&to of the analytics reads and exports (dates in the displays' zones). */
export class DateRangeQueryDto {
  /** First date (YYYY-MM-DD); default 29 days before `to`. */
  @IsOptional() @IsString({ message: 'from must be a date written YYYY-MM-DD' }) from?: string;
  /** Last date (YYYY-MM-DD), inclusive; default today. */
  @IsOptional() @IsString({ message: 'to must be a date written YYYY-MM-DD' }) to?: string;
}
