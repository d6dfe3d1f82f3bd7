import { ApiProperty } from '@nestjs/swagger';
import { CAMPAIGN_MODES, CAMPAIGN_STATUSES, CampaignMode, CampaignStatus } from '../campaign.constants';

/** One display and date of a quote. */
export class QuoteLineDto {
  displayId: number;
  @ApiProperty({ format: 'date', example: '2026-12-01' })
  date: string;
  /** Whole hours still free on that date (today: at most the hours left before closing). */
  freeHours: number;
  /** True when freeHours ≥ hoursPerDay. */
  available: boolean;
  /** pricePerHour × hoursPerDay, two decimals. */
  @ApiProperty({ example: '40.00' })
  price: string;
}

/** What the selection costs and reaches; nothing is booked. */
export class CampaignQuoteResultDto {
  /** Sum of the lines that would be booked (mode all: every line; available: the available ones), two decimals. */
  @ApiProperty({ example: '400.00' })
  totalPrice: string;
  /** hoursPerDay × audiencePerHour over the same lines (an undeclared audience counts 0). */
  estimatedImpressions: number;
  /** totalPrice per thousand estimated impressions, two decimals; null when impressions are 0. */
  @ApiProperty({ type: String, nullable: true, example: '8.33' })
  cpm: string | null;
  /** Every display × date, displays in id order, dates earliest first. */
  lines: QuoteLineDto[];
}

/** A planner's proposal: a quote of the chosen displays, and their ids. */
export class CampaignPlanResultDto extends CampaignQuoteResultDto {
  /** Cheapest CPM first (undeclared audience last, by price; ties by id). */
  displayIds: number[];
}

/** A display-date without the hours asked for. */
export class ShortfallDto {
  displayId: number;
  @ApiProperty({ format: 'date', example: '2026-12-01' })
  date: string;
  freeHours: number;
}

/** 409 when the campaign cannot be booked as asked; nothing was stored. */
export class CampaignShortfallErrorDto {
  @ApiProperty({ example: 409 })
  statusCode: number;
  @ApiProperty({ example: 'Not enough hours left on 1 display-date: display 12 has 0 hours left on 2026-12-01' })
  message: string;
  @ApiProperty({ type: 'object', properties: { shortfalls: { type: 'array', items: { $ref: '#/components/schemas/ShortfallDto' } } } })
  details: { shortfalls: ShortfallDto[] };
}

/** One booking group of a campaign: one display, its dates. */
export class CampaignGroupDto {
  @ApiProperty({ format: 'uuid' })
  groupId: string;
  displayId: number;
  @ApiProperty({ type: String, format: 'date', isArray: true })
  dates: string[];
  /** Hours per date. */
  hoursBooked: number;
  @ApiProperty({ example: '80.00' })
  totalPrice: string;
}

/** A campaign as its tenant sees it in a list. */
export class CampaignSummaryDto {
  id: number;
  name: string;
  /** Derived from its groups: pending while any is pending, else confirmed if any is, else rejected, expired or cancelled. */
  @ApiProperty({ enum: CAMPAIGN_STATUSES })
  status: CampaignStatus;
  adCreativeId: number;
  hoursPerDay: number;
  @ApiProperty({ enum: CAMPAIGN_MODES })
  mode: CampaignMode;
  /** Displays with a booking group in the campaign. */
  displayCount: number;
  @ApiProperty({ type: String, format: 'date', nullable: true })
  firstDate: string | null;
  @ApiProperty({ type: String, format: 'date', nullable: true })
  lastDate: string | null;
  /** Sum of the bookings still pending or confirmed (what the campaign costs now), two decimals. */
  @ApiProperty({ example: '400.00' })
  totalPrice: string;
  /** Over the same bookings, each with the audience it kept. */
  estimatedImpressions: number;
  @ApiProperty({ type: String, nullable: true, example: '8.33' })
  cpm: string | null;
  createdAt: Date;
}

/** The answer to a new campaign. */
export class CreatedCampaignDto {
  id: number;
  name: string;
  @ApiProperty({ enum: CAMPAIGN_STATUSES })
  status: CampaignStatus;
  @ApiProperty({ example: '400.00' })
  totalPrice: string;
  estimatedImpressions: number;
  @ApiProperty({ type: String, nullable: true, example: '8.33' })
  cpm: string | null;
  groups: CampaignGroupDto[];
  /** mode available: the display-dates left out for lack of hours (empty otherwise). */
  skipped: ShortfallDto[];
}

/** What one display of a campaign has delivered. */
export class CampaignDeliveryDto {
  displayId: number;
  displayName: string;
  city: string;
  @ApiProperty({ format: 'uuid' })
  groupId: string;
  /** Hours of the bookings still pending or confirmed. */
  hoursBooked: number;
  plays: number;
  /** plays × 10 s. */
  deliveredSeconds: number;
  /** Delivered hours × the audience per hour the bookings kept, rounded. */
  estimatedImpressionsDelivered: number;
}

/** One campaign with its groups and delivery per display. */
export class CampaignDetailDto extends CampaignSummaryDto {
  groups: CampaignGroupDto[];
  delivery: CampaignDeliveryDto[];
}

export class CampaignTenantDto {
  id: number;
  username: string;
}

/** A campaign in the back office. */
export class AdminCampaignDto extends CampaignSummaryDto {
  tenantId: number;
  tenant: CampaignTenantDto;
}
