import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { BOOKING_PLAYS } from '../../common/sql/booking-plays.sql';
import { AdCreative, type CreativeStatus } from '../creatives/entities/ad-creative.entity';
import type { CampaignMode } from './campaign.constants';
import { campaignsSql, type CampaignFilter, type CampaignPage, type CampaignRow } from './campaign-list.sql';

/** Every raw statement over `campaigns` and its bookings (docs/campaigns.md). */

/** One booking of a campaign with its display and plays. */
export interface CampaignBookingRow {
  group_id: string;
  display_id: number;
  display_name: string;
  city: string;
  date: string;
  hours_booked: number;
  total_price: string;
  holds_hours: boolean;
  audience_per_hour: number | null;
  plays: number;
}

/** A display the planner may choose, in the planner's order. */
export interface PlanCandidateRow {
  id: number;
  price_per_hour: string;
  audience_per_hour: number | null;
}

export interface PlanFilter {
  cities?: string[];
  locationTypes?: string[];
  audiences?: string[];
  ageRanges?: string[];
  near?: { latitude: number; longitude: number; radiusKm: number };
  area?: { points: { latitude: number; longitude: number }[] };
  minAudiencePerHour?: number;
}

/**
 * A drawn area as PostgreSQL's polygon text, x = longitude, y = latitude: `polygon @> point` is
 * the planner's point-in-polygon (docs/campaigns.md, "Planner"), border included, over a flat
 * projection (enough for a drawn city-sized area). The numbers were validated by the DTO.
 */
const polygonText = (area: PlanFilter['area']) => (area ? `(${area.points.map((p) => `(${p.longitude},${p.latitude})`).join(',')})` : null);

/** [no filter?, values]: an empty list filters nothing (a dummy value keeps the array parameter one parameter). */
const part = (list: string[] | undefined): [boolean, string[]] => (list?.length ? [false, list] : [true, ['']]);

@Injectable()
export class CampaignsRepository {
  constructor(private readonly em: EntityManager) {}

  async insert(
    em: EntityManager,
    c: { tenantId: number; adCreativeId: number; name: string; hoursPerDay: number; mode: CampaignMode; now: Date },
  ): Promise<number> {
    const [row]: { id: number }[] = await em.execute(
      `insert into campaigns (tenant_id, ad_creative_id, name, hours_per_day, mode, created_at)
       values (?, ?, ?, ?, ?, ?::timestamptz) returning id`,
      [c.tenantId, c.adCreativeId, c.name, c.hoursPerDay, c.mode, c.now.toISOString()],
    );
    return row.id;
  }

  find(filter: CampaignFilter, page: CampaignPage, em: EntityManager = this.em.fork()): Promise<CampaignRow[]> {
    if (filter.ids?.length === 0) return Promise.resolve([]);
    const { sql, params } = campaignsSql(filter, page);
    return em.execute(sql, params);
  }

  /** The status of the caller's own, not deleted creative; null when there is none (another tenant's reads as none). */
  async creativeStatus(em: EntityManager, tenantId: number, id: number): Promise<CreativeStatus | null> {
    const creative = await em.findOne(AdCreative, { id, owner: tenantId, deletedAt: null }, { fields: ['id', 'status'] });
    return creative?.status ?? null;
  }

  async count(filter: CampaignFilter): Promise<number> {
    const { sql, params } = campaignsSql(filter);
    const [row]: { n: number }[] = await this.em.fork().execute(`select count(*)::int as n from (${sql}) y`, params);
    return row.n;
  }

  /** The campaign's group ids (for an admin action); empty when there is no such campaign. */
  async groupIds(campaignId: number): Promise<string[]> {
    const rows: { group_id: string }[] = await this.em
      .fork()
      .execute('select distinct group_id from bookings where campaign_id = ? order by group_id', [campaignId]);
    return rows.map((r) => r.group_id);
  }

  /** Every booking of a campaign with its display and plays (the rollup), display then date. */
  bookings(campaignId: number): Promise<CampaignBookingRow[]> {
    return this.em.fork().execute(
      `select b.group_id, b.display_id, d.name as display_name, d.city, b.booking_date::text as date, b.hours_booked,
              b.total_price::text as total_price, booking_holds_hours(b.status) as holds_hours, b.audience_per_hour,
              (${BOOKING_PLAYS.plays})::int as plays
         from bookings b join displays d on d.id = b.display_id ${BOOKING_PLAYS.join('b.id')}
        where b.campaign_id = ? order by b.display_id, b.booking_date`,
      [campaignId],
    );
  }

  /**
   * Approved displays matching the filter in the planner's order (docs/campaigns.md): cheapest
   * CPM first, i.e. price per hour ÷ audience per hour (hours and dates are the same for every
   * display), then those without a declared audience by price; ties by id.
   */
  planCandidates(f: PlanFilter): Promise<PlanCandidateRow[]> {
    const near = f.near ?? null;
    const area = polygonText(f.area);
    return this.em.fork().execute(
      `select id, price_per_hour::text as price_per_hour, audience_per_hour from displays
        where status = 'approved' and deleted_at is null
          and (? or lower(city) = any(array[?]::text[]))
          and (? or location_type = any(array[?]::text[]))
          and (? or target_audiences && array[?]::text[])
          and (? or target_age_ranges && array[?]::text[])
          and (?::float8 is null or (latitude is not null and 2 * 6371 * asin(sqrt(
                 power(sin(radians(latitude - ?::float8) / 2), 2) +
                 cos(radians(?::float8)) * cos(radians(latitude)) * power(sin(radians(longitude - ?::float8) / 2), 2))) <= ?::float8))
          and (?::polygon is null or (latitude is not null and longitude is not null
                 and ?::polygon @> point(longitude::float8, latitude::float8)))
          and (?::int is null or audience_per_hour >= ?::int)
        order by coalesce(audience_per_hour, 0) = 0, case when audience_per_hour > 0 then price_per_hour / audience_per_hour end,
                 price_per_hour, id`,
      [
        ...part(f.cities?.map((c) => c.trim().toLowerCase())),
        ...part(f.locationTypes),
        ...part(f.audiences),
        ...part(f.ageRanges),
        near?.radiusKm ?? null,
        near?.latitude ?? null,
        near?.latitude ?? null,
        near?.longitude ?? null,
        near?.radiusKm ?? null,
        area,
        area,
        f.minAudiencePerHour ?? null,
        f.minAudiencePerHour ?? null,
      ],
    );
  }
}
