import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { performance } from 'perf_hooks';
import { Config } from '../../config/config';
import type { DisplayFilter } from './display-filter';
import { PublicDisplayDto } from './dto/display.dto';
import type { PublicList } from './public-list-snapshot';
import { PublicListSnapshot } from './public-list-snapshot';

/** How long one node serves the list before re-reading it (changes made on other nodes show up within about this). */
export const PUBLIC_LIST_TTL_MS = 5_000;

interface PublicRow {
  id: number;
  name: string;
  street_address: string;
  city: string;
  state: string;
  zip_code: string;
  start_time: string;
  end_time: string;
  operating_hours: string;
  daily_capacity_hours: number;
  price_per_hour: string;
  is_mobile: boolean;
  location_type: PublicDisplayDto['locationType'];
  target_age_ranges: PublicDisplayDto['targetAgeRanges'];
  target_audiences: PublicDisplayDto['targetAudiences'];
  demographic_notes: string;
  audience_per_hour: number | null;
  latitude: number;
  longitude: number;
  time_zone: string;
}

// numeric(10,2)::text is always "12.50"; NULL and NaN fail the box test. Capacity is the displays' SQL function
// (modules/displays/sql/display_rules.sql), the one availability and booking use.
const PUBLIC_SQL = `
  select id, name, street_address, city, state, zip_code, start_time, end_time, operating_hours,
         display_capacity_hours(start_time, end_time) as daily_capacity_hours, price_per_hour::text as price_per_hour,
         is_mobile, location_type, target_age_ranges, target_audiences, demographic_notes, audience_per_hour, latitude, longitude, time_zone
  from displays
  where status = 'approved' and deleted_at is null
    and latitude between ? and ? and longitude between ? and ?
  order by id`;

/**
 * The public map's list: approved, not deleted, inside the service area's box (Arizona's unless
 * configured otherwise, docs/product-rules.md §10.3), no host details.
 * Serialised once and kept in memory; every display change on this node drops it at once
 * (`invalidate`), and a load that started before a change never fills the cache.
 */
@Injectable()
export class PublicDisplaysService {
  private cached?: { snapshot: PublicListSnapshot; expiresAt: number };
  private loading?: { generation: number; promise: Promise<PublicListSnapshot> };
  private generation = 0;

  constructor(
    private readonly em: EntityManager,
    private readonly config: Config,
  ) {}

  /** Call after any change to a display (create, review, delete, edit). */
  invalidate(): void {
    this.generation++;
    this.cached = undefined;
  }

  /**
   * The JSON array of PublicDisplayDto that match the filter (all without one), ready to send.
   * After the TTL the old list is still served while a fresh one loads (no change happened on
   * this node, or it would have been dropped); after `invalidate` callers wait for the new one.
   */
  async json(filter: DisplayFilter = {}): Promise<PublicList> {
    return (await this.snapshot()).answer(filter);
  }

  /** The cities of the list, A to Z (the city filter's choices). */
  async cities(): Promise<PublicList> {
    return (await this.snapshot()).cities();
  }

  private snapshot(): Promise<PublicListSnapshot> {
    if (this.cached) {
      if (this.cached.expiresAt <= performance.now()) void this.refresh().catch(() => undefined);
      return Promise.resolve(this.cached.snapshot);
    }
    return this.refresh();
  }

  private refresh(): Promise<PublicListSnapshot> {
    if (this.loading && this.loading.generation === this.generation) return this.loading.promise;
    const generation = this.generation;
    const promise = this.load().then((snapshot) => {
      if (generation === this.generation) this.cached = { snapshot, expiresAt: performance.now() + PUBLIC_LIST_TTL_MS };
      return snapshot;
    });
    this.loading = { generation, promise };
    const clear = () => {
      if (this.loading?.promise === promise) this.loading = undefined;
    };
    promise.then(clear, clear);
    return promise;
  }

  async list(filter: DisplayFilter = {}): Promise<PublicDisplayDto[]> {
    return JSON.parse((await this.json(filter)).body.toString('utf8')) as PublicDisplayDto[];
  }

  private async load(): Promise<PublicListSnapshot> {
    const { south, north, west, east } = this.config.serviceArea;
    const rows: PublicRow[] = await this.em.getConnection().execute(PUBLIC_SQL, [south, north, west, east], 'all');
    const items: PublicDisplayDto[] = rows.map((r) => ({
      id: r.id,
      name: r.name,
      streetAddress: r.street_address,
      city: r.city,
      state: r.state,
      zipCode: r.zip_code,
      startTime: r.start_time,
      endTime: r.end_time,
      operatingHours: r.operating_hours,
      dailyCapacityHours: r.daily_capacity_hours,
      pricePerHour: r.price_per_hour,
      isMobile: r.is_mobile,
      locationType: r.location_type,
      targetAgeRanges: r.target_age_ranges,
      targetAudiences: r.target_audiences,
      demographicNotes: r.demographic_notes,
      audiencePerHour: r.audience_per_hour,
      latitude: r.latitude,
      longitude: r.longitude,
      timeZone: r.time_zone,
      approved: true,
      status: 'approved',
    }));
    return PublicListSnapshot.build(items);
  }
}
