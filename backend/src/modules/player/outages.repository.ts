import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

/** A display whose outage began or ended in this round. */
export interface OutageRow {
  display_id: number;
  host_id: number;
  name: string;
  /** A timestamptz as the driver hands it over. */
  started_at: Date | string;
}

/**
 * `display_outages` (docs/notifications.md, "Offline alerts"): a display with paid airtime today
 * (`display_today` in its zone), inside its operating hours (`display_open_at`), unseen for the
 * given time. One open row per display (a unique index), so an outage is alerted once.
 */
@Injectable()
export class OutagesRepository {
  /** Opens an outage for each display dark now that has none open; returns them. */
  open(em: EntityManager, now: Date, unseenBefore: Date): Promise<OutageRow[]> {
    return em.execute(
      `with dark as (
         select d.id, d.host_id, d.name, d.last_seen_at from displays d
          where d.deleted_at is null and d.status = 'approved'
            and display_open_at(d.start_time, d.end_time, d.time_zone, ?::timestamptz)
            and (d.last_seen_at is null or d.last_seen_at < ?::timestamptz)
            and exists (select 1 from bookings b
                         where b.display_id = d.id and b.status = 'confirmed' and b.paid_at is not null
                           and b.booking_date = display_today(d.time_zone, ?::timestamptz))
            and not exists (select 1 from display_outages o where o.display_id = d.id and o.ended_at is null)
       ), opened as (
         insert into display_outages (display_id, started_at, last_seen_at)
         select id, coalesce(last_seen_at, ?::timestamptz), last_seen_at from dark order by id
         on conflict do nothing
         returning display_id, started_at
       )
       select o.display_id, o.started_at, dark.host_id, dark.name from opened o join dark on dark.id = o.display_id order by o.display_id`,
      [now, unseenBefore, now, now],
    );
  }

  /** Closes the open outages of displays seen since they began; returns them. */
  close(em: EntityManager, now: Date): Promise<OutageRow[]> {
    return em.execute(
      `update display_outages o set ended_at = ?
         from displays d
        where d.id = o.display_id and o.ended_at is null
          and d.last_seen_at is not null and d.last_seen_at is distinct from o.last_seen_at
       returning o.display_id, o.started_at, d.host_id, d.name`,
      [now],
    );
  }

  /** The start of each display's open outage (displays without one are absent). */
  async openSince(em: EntityManager, displayIds: number[]): Promise<Map<number, Date>> {
    if (!displayIds.length) return new Map();
    const rows: { display_id: number; started_at: Date | string }[] = await em.execute(
      'select display_id, started_at from display_outages where display_id = any(array[?]::int[]) and ended_at is null',
      [displayIds],
    );
    return new Map(rows.map((r) => [r.display_id, new Date(r.started_at)]));
  }
}
