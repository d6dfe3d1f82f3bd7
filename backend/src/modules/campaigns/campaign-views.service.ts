import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { cpm, deliveredSeconds, impressionsDelivered } from '../../common/audience/impressions';
import { NOT_FOUND } from '../../common/http/not-found';
import { parseListQuery, type ListQuery, type RawListQuery } from '../../common/list/list-query';
import { centsFromDecimal, formatCents } from '../../common/money/money';
import { CAMPAIGN_STATUSES, type CampaignStatus } from './campaign.constants';
import type { CampaignFilter, CampaignRow, CampaignSortColumn } from './campaign-list.sql';
import { CampaignsRepository, type CampaignBookingRow } from './campaigns.repository';
import { AdminCampaignDto, CampaignDeliveryDto, CampaignDetailDto, CampaignGroupDto, CampaignSummaryDto } from './dto/campaign.dto';

const SORTS: Record<string, CampaignSortColumn> = {
  id: 'id',
  createdAt: 'created_at',
  name: 'name',
  firstDate: 'first_date',
  totalPrice: 'total_price',
};

/** Campaign lists and pages (docs/campaigns.md): the tenant's own, and every campaign for the admin. */
@Injectable()
export class CampaignViewsService {
  constructor(private readonly campaigns: CampaignsRepository) {}

  /** One page (ra-data-simple-rest): sort by id, createdAt, name, firstDate, totalPrice; filter status (and tenantId for the admin). */
  async list(raw: RawListQuery, tenantId?: number): Promise<{ list: ListQuery; items: CampaignSummaryDto[]; total: number }> {
    const list = parseListQuery(raw, Object.keys(SORTS), 'createdAt');
    if (raw.sort === undefined) list.sortOrder = 'desc';
    const filter: CampaignFilter = { tenantId };
    const { status, tenantId: wanted } = list.filter as { status?: unknown; tenantId?: unknown };
    if (status !== undefined) {
      if (!CAMPAIGN_STATUSES.includes(status as CampaignStatus)) throw badFilter(`status must be one of: ${CAMPAIGN_STATUSES.join(', ')}`);
      filter.status = status as CampaignStatus;
    }
    if (wanted !== undefined && tenantId === undefined) {
      if (!Number.isSafeInteger(wanted) || (wanted as number) < 1) throw badFilter('tenantId must be a positive whole number');
      filter.tenantId = wanted as number;
    }
    const page = { sort: SORTS[list.sortField], dir: list.sortOrder, limit: list.limit, offset: list.offset };
    const [rows, total] = await Promise.all([this.campaigns.find(filter, page), this.campaigns.count(filter)]);
    return { list, items: rows.map(tenantId === undefined ? toAdminDto : toSummaryDto), total };
  }

  /** One campaign with its groups and delivery per display; another tenant's is "not found". */
  async one(id: number, tenantId?: number): Promise<CampaignDetailDto> {
    const [row] = await this.campaigns.find({ ids: [id], tenantId }, { sort: 'id', dir: 'asc', limit: 1, offset: 0 });
    if (!row) throw new NotFoundException(NOT_FOUND.campaign);
    const bookings = await this.campaigns.bookings(id);
    return { ...toSummaryDto(row), groups: groupsOf(bookings), delivery: deliveryOf(bookings) };
  }
}

function badFilter(message: string): BadRequestException {
  return new BadRequestException(message);
}

export function toSummaryDto(r: CampaignRow): CampaignSummaryDto {
  const impressions = Number(r.estimated_impressions);
  const cents = centsFromDecimal(r.total_price);
  return {
    id: r.id,
    name: r.name,
    status: r.status,
    adCreativeId: r.ad_creative_id,
    hoursPerDay: r.hours_per_day,
    mode: r.mode,
    displayCount: r.display_count,
    firstDate: r.first_date,
    lastDate: r.last_date,
    totalPrice: formatCents(cents),
    estimatedImpressions: impressions,
    cpm: cpm(cents, impressions),
    createdAt: new Date(r.created_at),
  };
}

function toAdminDto(r: CampaignRow): AdminCampaignDto {
  return { ...toSummaryDto(r), tenantId: r.tenant_id, tenant: { id: r.tenant_id, username: r.username } };
}

/** Per group, the dates that hold hours (every date when none does). */
function groupsOf(rows: CampaignBookingRow[]): CampaignGroupDto[] {
  const byGroup = new Map<string, CampaignBookingRow[]>();
  for (const r of rows) byGroup.set(r.group_id, [...(byGroup.get(r.group_id) ?? []), r]);
  return [...byGroup].map(([groupId, all]) => {
    const shown = all.some((r) => r.holds_hours) ? all.filter((r) => r.holds_hours) : all;
    return {
      groupId,
      displayId: all[0].display_id,
      dates: shown.map((r) => r.date),
      hoursBooked: all[0].hours_booked,
      totalPrice: formatCents(shown.reduce((n, r) => n + centsFromDecimal(r.total_price), 0)),
    };
  });
}

/** Hours booked (bookings that hold hours), plays, delivered airtime and impressions delivered, per display. */
function deliveryOf(rows: CampaignBookingRow[]): CampaignDeliveryDto[] {
  const byDisplay = new Map<number, CampaignDeliveryDto>();
  for (const r of rows) {
    const d = byDisplay.get(r.display_id) ?? {
      displayId: r.display_id,
      displayName: r.display_name,
      city: r.city,
      groupId: r.group_id,
      hoursBooked: 0,
      plays: 0,
      deliveredSeconds: 0,
      estimatedImpressionsDelivered: 0,
    };
    if (r.holds_hours) d.hoursBooked += r.hours_booked;
    d.plays += r.plays;
    d.deliveredSeconds += deliveredSeconds(r.plays);
    d.estimatedImpressionsDelivered += impressionsDelivered(r.plays, r.audience_per_hour);
    byDisplay.set(r.display_id, d);
  }
  return [...byDisplay.values()];
}
