import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { PublicDisplayDto } from './dto/display.dto';

export interface ServiceBox {
  south: number;
  north: number;
  west: number;
  east: number;
}

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

/** The SQL of the public map's list (docs/displays.md): what a visitor may see, nothing of the host. */
@Injectable()
export class PublicDisplaysRepository {
  constructor(private readonly em: EntityManager) {}

  /** Approved, not deleted, inside the box, by id. */
  async approvedInBox({ south, north, west, east }: ServiceBox): Promise<PublicDisplayDto[]> {
    const rows: PublicRow[] = await this.em.getConnection().execute(PUBLIC_SQL, [south, north, west, east], 'all');
    return rows.map((r) => ({
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
  }
}
