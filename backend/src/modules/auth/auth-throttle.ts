import { HttpException, HttpStatus, Injectable } from '@nestjs/common';
import { Clock } from '../../common/clock/clock';
import { AuthRepository } from './auth.repository';

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
    private readonly attempts: AuthRepository,
    private readonly clock: Clock,
  ) {}

  /** 429 with Retry-After when any key has reached its limit in the current window. */
  async assertAllowed(keys: ThrottleKey[]): Promise<void> {
    const now = this.clock.now();
    const rows = await this.attempts.openWindows(
      keys.map((k) => k.key),
      now.toISOString(),
      WINDOW_SECONDS,
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
    await this.attempts.countAttempt(keys, now, WINDOW_SECONDS);
    // Old windows say nothing any more: sweep now and then.
    if (Math.random() < 0.01) await this.attempts.sweepAttempts(now);
  }

  clear(key: string): Promise<void> {
    return this.attempts.clearAttempts(key);
  }
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
