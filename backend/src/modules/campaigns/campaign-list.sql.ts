import type { CampaignStatus } from './campaign.constants';

/** The campaign summary statement of CampaignsRepository: built here, run there. */

export interface CampaignFilter {
  tenantId?: number;
  ids?: number[];
  status?: CampaignStatus;
}

export type CampaignSortColumn = 'id' | 'created_at' | 'name' | 'first_date' | 'total_price';

export interface CampaignPage {
  sort: CampaignSortColumn;
  dir: 'asc' | 'desc';
  limit: number;
  offset: number;
}

export interface CampaignRow {
  id: number;
  tenant_id: number;
  username: string;
  name: string;
  ad_creative_id: number;
  hours_per_day: number;
  mode: 'all' | 'available';
  status: CampaignStatus;
  display_count: number;
  first_date: string | null;
  last_date: string | null;
  total_price: string;
  /** bigint as text. */
  estimated_impressions: string;
  created_at: string;
}

/**
 * Campaigns with their state and totals. `g` gives each booking group its state as the booking
 * groups list does (confirmed > pending > rejected > expired > cancelled, docs/bookings.md); a
 * campaign is pending while any group is, else confirmed if any is, else the first of rejected,
 * expired, cancelled (docs/campaigns.md). Totals count the bookings that hold hours, or every
 * booking of a campaign that holds none.
 */
export function campaignsSql(f: CampaignFilter, page?: CampaignPage): { sql: string; params: unknown[] } {
  const where: string[] = [];
  const params: unknown[] = [];
  if (f.tenantId !== undefined) {
    where.push('c.tenant_id = ?');
    params.push(f.tenantId);
  }
  if (f.ids) {
    where.push('c.id = any(array[?]::int[])');
    params.push(f.ids);
  }
  const statusWhere = f.status ? 'where x.status = ?' : '';
  if (f.status) params.push(f.status);
  const sql = `
    with c as (select * from campaigns c ${where.length ? `where ${where.join(' and ')}` : ''}),
    g as (
      select b.campaign_id, b.group_id,
             (array_agg(b.status order by array_position(array['confirmed', 'pending', 'rejected', 'expired', 'cancelled'], b.status)))[1] as status
        from bookings b where b.campaign_id in (select id from c) group by b.campaign_id, b.group_id
    ), s as (
      select campaign_id, count(*)::int as display_count,
             (array_agg(status order by array_position(array['pending', 'confirmed', 'rejected', 'expired', 'cancelled'], status)))[1] as status
        from g group by campaign_id
    ), t as (
      select b.campaign_id, min(b.booking_date) as first_date, max(b.booking_date) as last_date, bool_or(booking_holds_hours(b.status)) as holds,
             sum(b.total_price) filter (where booking_holds_hours(b.status)) as held_price, sum(b.total_price) as all_price,
             sum(b.hours_booked * coalesce(b.audience_per_hour, 0)) filter (where booking_holds_hours(b.status)) as held_impressions,
             sum(b.hours_booked * coalesce(b.audience_per_hour, 0)) as all_impressions
        from bookings b where b.campaign_id in (select id from c) group by b.campaign_id
    ), x as (
      select c.id, c.tenant_id, u.username, c.name, c.ad_creative_id, c.hours_per_day, c.mode, coalesce(s.status, 'cancelled') as status,
             coalesce(s.display_count, 0) as display_count, t.first_date, t.last_date,
             coalesce(case when t.holds then t.held_price else t.all_price end, 0) as total_price,
             coalesce(case when t.holds then t.held_impressions else t.all_impressions end, 0) as estimated_impressions, c.created_at
        from c join users u on u.id = c.tenant_id left join s on s.campaign_id = c.id left join t on t.campaign_id = c.id
    ) select * from x ${statusWhere}`;
  if (!page) return { sql, params };
  const dir = page.dir === 'desc' ? 'desc' : 'asc';
  return {
    sql: `select id, tenant_id, username, name, ad_creative_id, hours_per_day, mode, status, display_count, first_date::text,
                 last_date::text, total_price::text, estimated_impressions::text, to_json(created_at) as created_at
            from (${sql}) y order by y.${page.sort} ${dir} nulls last, y.id ${dir} limit ${Math.trunc(page.limit)} offset ${Math.trunc(page.offset)}`,
    params,
  };
}
