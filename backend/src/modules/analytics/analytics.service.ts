import { Injectable, NotFoundException } from '@nestjs/common';
import { Clock } from '../../common/clock/clock';
import { NOT_FOUND } from '../../common/http/not-found';
import { User } from '../auth/entities/user.entity';
import { BookingMapper } from '../bookings/booking.mapper';
import type { BookingStatus } from '../bookings/booking.constants';
import { dateRange, deliveryFigures, deliveryTotal, everyDate, instant, money, roundedMean, utilisation } from './analytics-rules';
import { AnalyticsRepository } from './analytics.repository';
import { AnalyticsTotalsRepository } from './analytics-totals.repository';
import { DateRangeQueryDto } from './dto/date-range-query.dto';
import { DisplayDeliveryDto, GroupDeliveryDto } from './dto/delivery.dto';
import { HostAnalyticsDto, HostDailySeriesDto } from './dto/host-analytics.dto';
import { TenantAnalyticsDto, TenantDailySeriesDto } from './dto/tenant-analytics.dto';

/** The figures of the dashboards and analytics pages (docs/analytics.md). */
@Injectable()
export class AnalyticsService {
  constructor(
    private readonly repo: AnalyticsRepository,
    private readonly totals: AnalyticsTotalsRepository,
    private readonly clock: Clock,
    private readonly mapper: BookingMapper,
  ) {}

  async host(host: User): Promise<HostAnalyticsDto> {
    const rows = await this.totals.hostDisplays(host.id, this.clock.now());
    const listed = rows.filter((r) => !r.deleted);
    return {
      totalRevenue: money(rows[0]?.total_revenue ?? '0'),
      activeBookings: rows.reduce((n, r) => n + r.active_bookings, 0),
      totalImpressions: rows.reduce((n, r) => n + r.impressions, 0),
      // Only displays that can be booked: a pending or rejected one would pull the mean to 0 (docs/product-rules.md §8.4).
      averageUtilization: roundedMean(listed.filter((r) => r.approved).map((r) => utilisation(r.window_hours, r.capacity))),
      displayMetrics: listed.map((r) => ({
        displayId: r.id,
        displayName: r.name,
        approved: r.approved,
        revenue: money(r.revenue),
        impressions: r.impressions,
        utilization: utilisation(r.window_hours, r.capacity),
      })),
    };
  }

  async tenant(tenant: User): Promise<TenantAnalyticsDto> {
    const rows = await this.totals.tenantCreatives(tenant.id, this.clock.now());
    const files = (r: (typeof rows)[number]) => ({
      contentHash: r.content_hash,
      contentType: r.content_type,
      thumbnailHash: r.thumbnail_hash,
    });
    const current = rows.filter((r) => !r.deleted);
    return {
      summary: {
        totalAds: current.length,
        activeAds: current.filter((r) => r.status === 'approved' && r.active_bookings > 0).length,
        totalImpressions: rows.reduce((n, r) => n + r.impressions, 0),
        totalBookings: rows.reduce((n, r) => n + r.bookings, 0),
      },
      // A deleted creative stays for the plays it had (docs/product-rules.md §6.3).
      adCreatives: rows
        .filter((r) => !r.deleted || r.impressions > 0)
        .map((r) => ({
          adCreative: {
            id: r.id,
            name: r.name,
            fileUrl: this.mapper.fileUrl(files(r)),
            thumbnailUrl: this.mapper.thumbnailUrl(files(r)),
            dimensions: r.dimensions,
            totalImpressions: r.impressions,
            deleted: r.deleted,
          },
          activeBookings: r.active_bookings,
          lastImpression: instant(r.last_shown_at),
        })),
    };
  }

  async hostDaily(host: User, query: DateRangeQueryDto): Promise<HostDailySeriesDto> {
    const { from, to } = dateRange(query, await this.repo.latestToday('host', host.id, this.clock.now()));
    const rows = await this.repo.hostDaily(host.id, from, to);
    const byDate = new Map(rows.map((r) => [r.date, { date: r.date, plays: r.plays, revenue: money(r.revenue ?? '0') }]));
    return { from, to, days: everyDate(from, to, byDate, (date) => ({ date, plays: 0, revenue: 0 })) };
  }

  async tenantDaily(tenant: User, query: DateRangeQueryDto): Promise<TenantDailySeriesDto> {
    const { from, to } = dateRange(query, await this.repo.latestToday('tenant', tenant.id, this.clock.now()));
    const rows = await this.repo.tenantDaily(tenant.id, from, to);
    const byDate = new Map(rows.map((r) => [r.date, { date: r.date, plays: r.plays }]));
    return { from, to, days: everyDate(from, to, byDate, (date) => ({ date, plays: 0 })) };
  }

  /** Booked against delivered airtime per date of one of the tenant's booking groups; someone else's → 404. */
  async groupDelivery(tenant: User, groupId: string): Promise<GroupDeliveryDto> {
    const rows = await this.repo.groupDelivery(tenant.id, groupId);
    if (!rows.length) throw new NotFoundException(NOT_FOUND.bookingGroup);
    const [first] = rows;
    return {
      groupId,
      display: { id: first.display_id, name: first.display_name },
      adCreative: { id: first.ad_creative_id, name: first.ad_creative_name },
      timeZone: first.time_zone,
      total: deliveryTotal(rows.filter((r) => r.status === 'confirmed')),
      dates: rows.map((r) => ({
        bookingId: r.booking_id,
        date: r.date,
        status: r.status as BookingStatus,
        ...deliveryFigures(r.hours_booked, r.plays, r.verified_plays),
        lastPlayAt: instant(r.last_shown_at),
      })),
    };
  }

  /** Confirmed airtime and plays per date of one of the host's displays; default the 30 dates ending today there. */
  async displayDelivery(host: User, displayId: number, query: DateRangeQueryDto): Promise<DisplayDeliveryDto> {
    const display = await this.repo.hostDisplay(host.id, displayId, this.clock.now());
    if (!display) throw new NotFoundException(NOT_FOUND.display);
    const { from, to } = dateRange(query, display.today);
    const rows = await this.repo.displayDays(display.id, from, to);
    const byDate = new Map(rows.map((r) => [r.date, { date: r.date, ...deliveryFigures(r.hours_booked, r.plays, r.verified_plays) }]));
    return {
      total: deliveryTotal(rows),
      displayId: display.id,
      displayName: display.name,
      timeZone: display.time_zone,
      capacityHours: display.capacity,
      from,
      to,
      days: everyDate(from, to, byDate, (date) => ({ date, ...deliveryFigures(0, 0, 0) })),
    };
  }
}
