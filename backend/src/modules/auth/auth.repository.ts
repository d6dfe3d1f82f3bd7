import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

export interface AttemptWindow {
  key: string;
  count: number;
  window_start: string;
}

/**
 * The SQL of accounts and sign-in limits (docs/accounts.md). The limit counters live
 * in PostgreSQL so every server instance sees the same counts.
 */
@Injectable()
export class AuthRepository {
  constructor(private readonly em: EntityManager) {}

  /** The admin account row (created on first sign-in); its password is the access code, never stored. */
  async ensureAdminRow(username: string): Promise<void> {
    await this.em
      .fork()
      .getConnection()
      .execute(
        `insert into users (username, role, password_hash, created_at) values (?, 'admin', '!', now())
       on conflict ((lower(username))) do nothing`,
        [username],
      );
  }

  /** The counters of these keys whose window started less than `windowSeconds` before `now`. */
  openWindows(keys: string[], now: string, windowSeconds: number): Promise<AttemptWindow[]> {
    return this.em
      .getConnection()
      .execute<AttemptWindow[]>(
        `select key, count, window_start from auth_attempts where key = any(?::text[]) and window_start > ?::timestamptz - make_interval(secs => ?)`,
        [textArray(keys), now, windowSeconds],
      );
  }

  /** Counts one event on each key (a new window when the last one is over). */
  async countAttempt(keys: string[], now: string, windowSeconds: number): Promise<void> {
    await this.em.getConnection().execute(
      `insert into auth_attempts as a (key, window_start, count) select k, ?::timestamptz, 1 from unnest(?::text[]) as k
       on conflict (key) do update set
         count = case when a.window_start <= excluded.window_start - make_interval(secs => ?) then 1 else a.count + 1 end,
         window_start = case when a.window_start <= excluded.window_start - make_interval(secs => ?) then excluded.window_start else a.window_start end`,
      [now, textArray(keys), windowSeconds, windowSeconds],
    );
  }

  /** Old windows say nothing any more. */
  async sweepAttempts(now: string): Promise<void> {
    await this.em.getConnection().execute(`delete from auth_attempts where window_start < ?::timestamptz - interval '1 hour'`, [now]);
  }

  async clearAttempts(key: string): Promise<void> {
    await this.em.getConnection().execute(`delete from auth_attempts where key = ?`, [key]);
  }
}

/** A PostgreSQL text[] literal: the query builder would expand a JS array into one parameter per item. */
function textArray(values: string[]): string {
  return `{${values.map((v) => `"${v.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
}
