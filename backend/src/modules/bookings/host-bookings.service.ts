import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Clock } from '../../common/clock/clock';
import { todayIn } from '../../common/time/zoned-time';
import { User } from '../auth/entities/user.entity';
import { BookingMapper } from './booking.mapper';
import { UpcomingBookingDto } from './dto/upcoming-booking.dto';

interface UpcomingRow {
  id: number;
  booking_date: string;
  hours_booked: number;
  display_id: number;
  display_name: string;
  street_address: string;
  city: string;
  username: string;
  creative_name: string;
  content_hash: string;
  content_type: string;
  thumbnail_hash: string;
}

/** A host's view of bookings on its own displays. */
@Injectable()
export class HostBookingsService {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
    private readonly mapper: BookingMapper,
  ) {}

  /**
   * Confirmed bookings of the host's displays (not deleted) dated today or later,
   * "today" being each display's own date; soonest first.
   */
  async upcoming(host: User): Promise<UpcomingBookingDto[]> {
    const em = this.em.fork();
    const zones: { time_zone: string }[] = await em.execute(
      'select distinct time_zone from displays where host_id = ? and deleted_at is null',
      [host.id],
    );
    if (!zones.length) return [];
    const now = this.clock.now();
    const rows: UpcomingRow[] = await em.execute(
      `select b.id, b.booking_date::text as booking_date, b.hours_booked, d.id as display_id, d.name as display_name, d.street_address, d.city,
              u.username, c.name as creative_name, c.content_hash, c.content_type, c.thumbnail_hash
         from displays d
         join unnest(array[?]::text[], array[?]::date[]) as z(time_zone, today) on z.time_zone = d.time_zone
         join bookings b on b.display_id = d.id and b.status = 'confirmed' and b.booking_date >= z.today
         join users u on u.id = b.tenant_id
         join ad_creatives c on c.id = b.ad_creative_id
        where d.host_id = ? and d.deleted_at is null
        order by b.booking_date, d.name, b.id`,
      [zones.map((z) => z.time_zone), zones.map((z) => todayIn(z.time_zone, now)), host.id],
    );
    return rows.map((r) => {
      const files = { contentHash: r.content_hash, contentType: r.content_type, thumbnailHash: r.thumbnail_hash };
      return {
        display: { id: r.display_id, name: r.display_name, streetAddress: r.street_address, city: r.city },
        tenant: { username: r.username },
        adCreative: { name: r.creative_name, fileUrl: this.mapper.fileUrl(files), thumbnailUrl: this.mapper.thumbnailUrl(files) },
        booking: { id: r.id, bookingDate: r.booking_date, hoursBooked: r.hours_booked },
      };
    });
  }
}
