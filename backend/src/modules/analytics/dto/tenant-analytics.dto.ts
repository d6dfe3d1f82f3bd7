import { ApiProperty } from '@nestjs/swagger';

export class TenantSummaryDto {
  /** The tenant's ad creatives, deleted ones excepted. */
  totalAds: number;
  /** Approved creatives with a confirmed booking dated today or later (display zone). */
  activeAds: number;
  /** Accepted plays of all its creatives. */
  totalImpressions: number;
  /** Its bookings (dates) that are pending or confirmed. */
  totalBookings: number;
}

export class AnalyticsCreativeDto {
  id: number;
  name: string;
  fileUrl: string;
  /** The small WebP preview, for lists. */
  thumbnailUrl: string;
  dimensions: string;
  /** Accepted plays, all time. */
  totalImpressions: number;
  /** True when its tenant deleted it: it stays here for the plays it had (docs/product-rules.md §6.3). */
  deleted: boolean;
}

export class CreativePerformanceDto {
  adCreative: AnalyticsCreativeDto;
  /** Its confirmed bookings dated today or later (display zone). */
  activeBookings: number;
  /** Time of its latest play; null before the first. */
  @ApiProperty({ type: Date, nullable: true })
  lastImpression: Date | null;
}

/** GET /api/tenant/analytics (docs/analytics.md). */
export class TenantAnalyticsDto {
  summary: TenantSummaryDto;
  /** Newest creative first; a deleted creative only when it had plays. */
  adCreatives: CreativePerformanceDto[];
}

export class TenantDailyDto {
  @ApiProperty({ format: 'date', example: '2026-11-20' })
  date: string;
  plays: number;
}

export class TenantDailySeriesDto {
  @ApiProperty({ format: 'date' })
  from: string;
  @ApiProperty({ format: 'date' })
  to: string;
  /** Every date from `from` to `to`, zeros included. */
  days: TenantDailyDto[];
}
