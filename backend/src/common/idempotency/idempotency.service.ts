import { EntityManager } from '@mikro-orm/postgresql';
import { ConflictException, Injectable, UnprocessableEntityException } from '@nestjs/common';
import { createHash } from 'crypto';
import { Clock } from '../clock/clock';
import { IdempotencyRepository, StoredAnswer } from './idempotency.repository';
import { transactionalWithWrites } from '../database/change-writes.repository';

/** How long a key and its answer are kept (docs/bookings.md: "within 24 h"). */
export const IDEMPOTENCY_WINDOW_HOURS = 24;

export interface IdempotentRequest {
  userId: number;
  /** The Idempotency-Key header; without one the work simply runs. */
  key: string | undefined;
  /** Names the operation, so a key used for one operation never replays another's answer. */
  operation: string;
  /** The validated request body: "the same request" means the same operation and body. */
  body: unknown;
  /** The status of a successful answer. */
  status: number;
}

export interface IdempotentResult<T> {
  status: number;
  body: T;
  /** True when this is the stored answer of an earlier request with the same key. */
  replayed: boolean;
}

/**
 * Safe retries with an Idempotency-Key (docs/bookings.md, "Retries"). Keys live in
 * PostgreSQL (idempotency_keys, unique per user and key), so every server instance
 * sees them. With a key, the work runs in a transaction that first claims the key and
 * finally stores the answer: the booking (or creative) and its stored answer commit
 * together, so a crash after the commit can't lose the answer, and a failure stores
 * neither (a retry runs again). A concurrent request with the same key waits on the
 * key's index entry until the first commits, then replays its answer.
 */
@Injectable()
export class IdempotencyService {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
    private readonly keys: IdempotencyRepository,
  ) {}

  /**
   * Runs `prepare` (slow checks, outside any transaction) then `work`, or replays the
   * stored answer of the same request. Same key, other request: 422.
   */
  async run<T, P = undefined>(
    req: IdempotentRequest,
    work: (em: EntityManager, prepared: P) => Promise<T>,
    prepare?: () => Promise<P>,
  ): Promise<IdempotentResult<T>> {
    if (req.key === undefined) {
      const prepared = (await prepare?.()) as P;
      return { status: req.status, body: await work(this.em.fork(), prepared), replayed: false };
    }
    const ref = { userId: req.userId, key: req.key };
    const hash = requestHash(req.operation, req.body);
    const earlier = await this.keys.findAnswer(this.em.fork(), ref, this.windowStart());
    if (earlier) return replay<T>(earlier, hash);
    const prepared = (await prepare?.()) as P;
    const result = await transactionalWithWrites(this.em.fork(), async (tx): Promise<IdempotentResult<T>> => {
      if (!(await this.keys.claim(tx, ref, hash, this.clock.now().toISOString(), this.windowStart()))) {
        const row = await this.keys.findAnswer(tx, ref, this.windowStart());
        if (!row) throw new ConflictException('Another request with this Idempotency-Key is in progress; try again');
        return replay<T>(row, hash);
      }
      const body = await work(tx, prepared);
      await this.keys.storeAnswer(tx, ref, req.status, body);
      return { status: req.status, body, replayed: false };
    });
    if (Math.random() < 0.01) await this.purge();
    return result;
  }

  /** Deletes keys older than the window (now and then, after a new key). */
  purge(): Promise<void> {
    return this.keys.purge(this.windowStart());
  }

  private windowStart(): string {
    return new Date(this.clock.now().getTime() - IDEMPOTENCY_WINDOW_HOURS * 3_600_000).toISOString();
  }
}

function replay<T>(row: StoredAnswer, hash: string): IdempotentResult<T> {
  if (row.request_hash !== hash) {
    throw new UnprocessableEntityException(
      'This Idempotency-Key was already used for a different request; send a new key for a new request',
    );
  }
  return { status: row.response_status, body: row.response_body as T, replayed: true };
}

/** sha256 of the operation and the body as JSON with sorted keys (key order does not make a request different). */
export function requestHash(operation: string, body: unknown): string {
  return createHash('sha256')
    .update(operation)
    .update('\n')
    .update(JSON.stringify(sortedKeys(body)))
    .digest('hex');
}

function sortedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedKeys);
  if (value === null || typeof value !== 'object' || value instanceof Date) return value;
  const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
  entries.sort(([a], [b]) => (a < b ? -1 : 1)); // oxlint-disable-line unicorn/no-array-sort
  return Object.fromEntries(entries.map(([k, v]) => [k, sortedKeys(v)]));
}
