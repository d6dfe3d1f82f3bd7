import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { withPgConnection, type PgClient } from '../../common/database/pg-connection.repository';

/**
 * The monthly partitions of plays (docs/player.md, "Partitions and retention"), through the SQL
 * functions of sql/play_partitions.sql.
 */
@Injectable()
export class PlayPartitionsRepository {
  constructor(private readonly em: EntityManager) {}

  /** Creates the missing partitions of every UTC month from `from`'s to `to`'s; returns how many. */
  async ensure(from: Date, to: Date, em: EntityManager = this.em): Promise<number> {
    const [row]: { created: number }[] = await em.execute('select plays_ensure_partitions(?::timestamptz, ?::timestamptz) as created', [
      from.toISOString(),
      to.toISOString(),
    ]);
    return row.created;
  }

  /** Detaches and drops the oldest partition whose month ended by `cutoff`; its name, or null. */
  async dropOneExpired(tx: EntityManager, cutoff: Date): Promise<string | null> {
    const [row]: { dropped: string | null }[] = await tx.execute('select plays_drop_expired_partition(?::timestamptz) as dropped', [
      cutoff.toISOString(),
    ]);
    return row.dropped;
  }

  /**
   * Forgets the statistics of partitions analyzed while empty, so that PostgreSQL plans their
   * lookups as index probes again (docs/player.md, "Statistics of an empty month"); their names.
   * None on a server without `pg_clear_relation_stats` (before PostgreSQL 18).
   */
  async forgetEmptyStatistics(tx: EntityManager): Promise<string[]> {
    const [{ available }]: { available: boolean }[] = await tx.execute(
      `select to_regprocedure('pg_clear_relation_stats(text, text)') is not null as available`,
    );
    if (!available) return [];
    const rows: { name: string }[] = await tx.execute(
      `select c.relname as name, pg_clear_relation_stats(n.nspname::text, c.relname::text)
         from pg_inherits i join pg_class c on c.oid = i.inhrelid join pg_namespace n on n.oid = c.relnamespace
        where i.inhparent = 'plays'::regclass and c.reltuples = 0 order by c.relname`,
    );
    return rows.map((r) => r.name);
  }

  /** The partitions' months ('YYYY-MM'), oldest first. */
  async months(em: EntityManager = this.em): Promise<string[]> {
    const rows: { month: string }[] = await em.execute(
      `select replace(substr(c.relname, 7), '_', '-') as month
         from pg_inherits i join pg_class c on c.oid = i.inhrelid
        where i.inhparent = 'plays'::regclass order by c.relname`,
    );
    return rows.map((r) => r.month);
  }

  /** Runs `work` on a connection of the app's pool: the ingest prepares its statement there (play-insert.sql.ts). */
  onConnection<T>(work: (client: PgClient) => Promise<T>): Promise<T> {
    return withPgConnection(this.em, work);
  }
}

/** The advisory lock space of ingest statements holding plays near a month boundary: one lock per display. */
export const NEAR_BOUNDARY_LOCK_KEY = 730_211_502;

/** PostgreSQL's answer to a row for which no partition exists. */
export function isMissingPartition(error: unknown): boolean {
  return error instanceof Error && /no partition of relation "plays" found/.test(error.message);
}
