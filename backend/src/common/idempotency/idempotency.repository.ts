import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

/** A stored answer: what a replay of the same request returns. */
export interface StoredAnswer {
  request_hash: string;
  response_status: number;
  response_body: unknown;
}

export interface KeyRef {
  userId: number;
  key: string;
}

/**
 * The SQL of idempotency_keys (docs/bookings.md, "Retries"). Each call runs on the
 * EntityManager it is given, so claiming a key and storing its answer share the
 * transaction of the work. `windowStart` is the oldest creation time still valid.
 */
@Injectable()
export class IdempotencyRepository {
  constructor(private readonly em: EntityManager) {}

  /** The answer stored for the key within the window, if any. */
  async findAnswer(em: EntityManager, ref: KeyRef, windowStart: string): Promise<StoredAnswer | undefined> {
    const [row]: StoredAnswer[] = await em.execute(
      `select request_hash, response_status, response_body from idempotency_keys
        where user_id = ? and key = ? and created_at > ?::timestamptz and response_status is not null`,
      [ref.userId, ref.key, windowStart],
    );
    return row;
  }

  /** True when this transaction now owns the key (an expired row of it is dropped first). */
  async claim(tx: EntityManager, ref: KeyRef, hash: string, now: string, windowStart: string): Promise<boolean> {
    await tx.execute('delete from idempotency_keys where user_id = ? and key = ? and created_at <= ?::timestamptz', [
      ref.userId,
      ref.key,
      windowStart,
    ]);
    const rows: unknown[] = await tx.execute(
      `insert into idempotency_keys (user_id, key, request_hash, created_at) values (?, ?, ?, ?::timestamptz)
         on conflict (user_id, key) do nothing returning user_id`,
      [ref.userId, ref.key, hash, now],
    );
    return rows.length === 1;
  }

  async storeAnswer(tx: EntityManager, ref: KeyRef, status: number, body: unknown): Promise<void> {
    await tx.execute(`update idempotency_keys set response_status = ?, response_body = ?::json where user_id = ? and key = ?`, [
      status,
      JSON.stringify(body),
      ref.userId,
      ref.key,
    ]);
  }

  /** Deletes every key created at or before the window's start. */
  async purge(windowStart: string): Promise<void> {
    await this.em.fork().getConnection().execute('delete from idempotency_keys where created_at <= ?::timestamptz', [windowStart]);
  }
}
