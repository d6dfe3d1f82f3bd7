import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import Cursor from 'pg-cursor';
import type { PoolClient } from 'pg';

/**
 * The SQL of the CSV exports (docs/analytics.md, "Exports"). Rows are read through
 * a server-side cursor in batches, so an export of millions of plays never sits in
 * memory: each batch is written out before the next is read.
 */

export interface ProofOfPlayRow {
  local_time: string;
  time_zone: string;
  utc_time: string;
  display_id: number;
  display_name: string;
  address: string;
  ad_creative_id: number;
  ad_creative_name: string;
  booking_id: number;
  group_id: string;
  booking_date: string;
  /** Sent with a paired token (docs/player.md, "Verified plays"). */
  verified: boolean;
}

export interface StatementRow {
  booking_date: string;
  booking_id: number;
  group_id: string;
  display_id: number;
  display_name: string;
  tenant: string;
  ad_creative: string;
  hours_booked: number;
  price_per_hour: string;
  total_price: string;
  paid_at: string;
}

const BATCH = 2000;

@Injectable()
export class ExportRepository {
  constructor(private readonly em: EntityManager) {}

  /** Every play of the tenant's bookings dated from–to (display zone), in the order shown. */
  proofOfPlay(tenantId: number, from: string, to: string): AsyncGenerator<ProofOfPlayRow[]> {
    return this.stream(
      `select to_char(p.shown_at at time zone d.time_zone, 'YYYY-MM-DD HH24:MI:SS') as local_time, d.time_zone,
              to_char(p.shown_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as utc_time,
              d.id as display_id, d.name as display_name,
              d.street_address || ', ' || d.city || ', ' || d.state || ' ' || d.zip_code as address,
              c.id as ad_creative_id, c.name as ad_creative_name, b.id as booking_id, b.group_id, b.booking_date::text as booking_date,
              p.verified
         from bookings b
         join plays p on p.booking_id = b.id
         join displays d on d.id = b.display_id
         join ad_creatives c on c.id = b.ad_creative_id
        where b.tenant_id = $1 and b.booking_date between $2::date and $3::date
        order by p.shown_at, p.id`,
      [tenantId, from, to],
    );
  }

  /** The host's confirmed, paid bookings dated in the month (display zone), deleted displays included. */
  /**
   * Hosts whose monthly statement (the rows of `statement`) has rows and whose month has ended
   * on every display in it (the month before `display_today` in each display's zone); months
   * that began up to two months before `now` (docs/notifications.md, "Statement ready").
   */
  closedStatements(em: EntityManager, now: Date): Promise<{ host_id: number; month: string; total: string }[]> {
    return em.execute(
      `select d.host_id, to_char(b.booking_date, 'YYYY-MM') as month, sum(b.total_price)::text as total
         from displays d
         join bookings b on b.display_id = d.id and b.status = 'confirmed' and b.paid_at is not null
        where b.booking_date >= (date_trunc('month', ?::timestamptz at time zone 'UTC') - interval '2 months')::date
          and b.booking_date < (?::timestamptz at time zone 'UTC')::date + 1
        group by d.host_id, to_char(b.booking_date, 'YYYY-MM')
       having bool_and(date_trunc('month', b.booking_date) < date_trunc('month', display_today(d.time_zone, ?::timestamptz)))
        order by d.host_id, month`,
      [now, now, now],
    );
  }

  statement(hostId: number, first: string, last: string): AsyncGenerator<StatementRow[]> {
    return this.stream(
      `select b.booking_date::text as booking_date, b.id as booking_id, b.group_id, d.id as display_id, d.name as display_name,
              u.username as tenant, c.name as ad_creative, b.hours_booked, b.price_per_hour::text as price_per_hour,
              b.total_price::text as total_price, to_char(b.paid_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as paid_at
         from displays d
         join bookings b on b.display_id = d.id and b.status = 'confirmed' and b.paid_at is not null
              and b.booking_date between $2::date and $3::date
         join users u on u.id = b.tenant_id
         join ad_creatives c on c.id = b.ad_creative_id
        where d.host_id = $1
        order by b.booking_date, d.name, b.id`,
      [hostId, first, last],
    );
  }

  /** The total of `statement`, summed in numeric. */
  async statementTotal(hostId: number, first: string, last: string): Promise<string> {
    const [row]: { total: string }[] = await this.em.getConnection().execute(
      `select coalesce(sum(b.total_price), 0)::text as total
         from displays d join bookings b on b.display_id = d.id and b.status = 'confirmed' and b.paid_at is not null
              and b.booking_date between ?::date and ?::date
        where d.host_id = ?`,
      [first, last, hostId],
    );
    return row.total;
  }

  /** Reads a query through a cursor on a connection of its own, released when done or abandoned. */
  private async *stream<T>(sql: string, params: unknown[]): AsyncGenerator<T[]> {
    const client = this.em.getConnection().getKnex().client;
    const connection: PoolClient = await client.acquireConnection();
    const cursor = connection.query(new Cursor<T>(sql, params));
    try {
      for (;;) {
        const rows = await cursor.read(BATCH);
        if (!rows.length) return;
        yield rows;
      }
    } finally {
      await cursor.close().catch(() => undefined);
      await client.releaseConnection(connection);
    }
  }
}
