import { IsOptional, IsString } from 'class-validator';

/** Query string of an admin list (ra-data-simple-rest): all three are JSON texts. */
export class ListQueryDto {
  /** JSON `["field","ASC"|"DESC"]`. */
  @IsOptional() @IsString() sort?: string;
  /** JSON `[start, end]`, inclusive, at most 100 items. */
  @IsOptional() @IsString() range?: string;
  /** JSON object of filters. */
  @IsOptional() @IsString() filter?: string;
}

/** Query string of a list in a fixed order: only the page (ra-data-simple-rest's `range`). */
export class RangeQueryDto {
  /** JSON `[start, end]`, inclusive, at most 100 items; without it, the first 100. */
  @IsOptional() @IsString() range?: string;
}
