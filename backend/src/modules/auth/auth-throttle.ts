import { EntityManager } from '@mikro-orm/postgresql';
import { HttpException, HttpStatus, Injectable } from '@nestjs/common';
import { Clock } from '../../common/clock/clock';

const WINDOW_SECONDS = 60;

export interface ThrottleKey {
  key: string;
  limit: number;
}

/**
 * Counters in fixed one-minute windows, kept in PostgreSQL so that every server
 * instance sees the same counts (docs/accounts.md). Sign-in counts failures per
 * (username, address) and per address — never per username alone, so nobody can
 * lock a user out from elsewhere; registration counts attempts per address.
 */
@Injectable()
export class AuthThrottle {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
  ) {}

  /** 429 with Retry-After when any key has reached its limit in the current window. */
  async assertAllowed(keys: ThrottleKey[]): Promise<void> {
    const now = this.clock.now();
    const rows = await this.em
      .getConnection()
      .execute<{ key: string; count: number; window_start: string }[]>(
        `select key, count, window_start from auth_attempts where key = any(?::text[]) and window_start > ?::timestamptz - interval '${WINDOW_SECONDS} seconds'`,
        [textArray(keys.map((k) => k.key)), now.toISOString()],
      );
    let wait = 0;
    for (const row of rows) {
      const limit = keys.find((k) => k.key === row.key)!.limit;
      if (row.count >= limit)
        wait = Math.max(wait, Math.ceil((new Date(row.window_start).getTime() + WINDOW_SECONDS * 1000 - now.getTime()) / 1000));
    }
    if (wait > 0) throw tooMany(wait);
  }

  /** Counts one event on each key (a new window when the last one is over). */
  async count(keys: string[]): Promise<void> {
    const now = this.clock.now().toISOString();
    await this.em.getConnection().execute(
      `insert into auth_attempts as a (key, window_start, count) select k, ?::timestamptz, 1 from unnest(?::text[]) as k
       on conflict (key) do update set
         count = case when a.window_start <= excluded.window_start - interval '${WINDOW_SECONDS} seconds' then 1 else a.count + 1 end,
         window_start = case when a.window_start <= excluded.window_start - interval '${WINDOW_SECONDS} seconds' then excluded.window_start else a.window_start end`,
      [now, textArray(keys)],
    );
    // Old windows say nothing any more: sweep now and then.
    if (Math.random() < 0.01)
      await this.em.getConnection().execute(`delete from auth_attempts where window_start < ?::timestamptz - interval '1 hour'`, [now]);
  }

  async clear(key: string): Promise<void> {
    await this.em.getConnection().execute(`delete from auth_attempts where key = ?`, [key]);
  }
}

/** A PostgreSQL text[] literal: the query builder would expand a JS array into one parameter per item. */
function textArray(values: string[]): string {
  return `{${values.map((v) => `"${v.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
}

/** The keys a sign-in attempt counts against (docs/accounts.md). */
export function signInKeys(username: unknown, address: string, limits: { perIp: number; perUsername: number }): ThrottleKey[] {
  const keys: ThrottleKey[] = [{ key: `ip:${address}`, limit: limits.perIp }];
  if (typeof username === 'string' && username.trim())
    keys.push({ key: `user:${username.trim().toLowerCase()}|${address}`, limit: limits.perUsername });
  return keys;
}

function tooMany(wait: number): HttpException {
  return new HttpException(
    { message: `Too many attempts. Try again in ${wait} seconds.`, headers: { 'Retry-After': String(wait) } },
    HttpStatus.TOO_MANY_REQUESTS,
  );
}
