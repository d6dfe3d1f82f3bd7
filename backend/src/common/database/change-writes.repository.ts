import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { queryPrepared } from './pg-connection.repository';

/**
 * An insert a change makes beside its own statements (its audit records, its events), written as
 * data-modifying CTEs so that several of them travel in one statement: `ctes` are `name as (…)`,
 * their placeholders numbered `$1…` within this write, their names unique to the domain that owns
 * the SQL (docs/architecture.md, "One statement for a change's records").
 */
export interface ChangeWrite {
  ctes: string[];
  values: unknown[];
}

/** The writes each transaction opened by `transactionalWithWrites` has collected, sent before it commits. */
const collected = new WeakMap<EntityManager, ChangeWrite[]>();

/**
 * `em.transactional(work)`, where the change's writes (`addChangeWrite`) are collected and sent as
 * one statement after `work` and before the commit: a change that writes audit records and events
 * pays one round trip for all of them. A failure in `work` or in that statement rolls all back.
 */
export function transactionalWithWrites<T>(em: EntityManager, work: (tx: EntityManager) => Promise<T>): Promise<T> {
  return em.transactional(async (tx) => {
    const writes: ChangeWrite[] = [];
    collected.set(tx, writes);
    try {
      const result = await work(tx);
      await sendChangeWrites(tx, writes);
      return result;
    } finally {
      collected.delete(tx);
    }
  });
}

/** Collected when `tx` came from `transactionalWithWrites`; otherwise sent at once. */
export async function addChangeWrite(tx: EntityManager, write: ChangeWrite): Promise<void> {
  const writes = collected.get(tx);
  if (writes) writes.push(write);
  else await sendChangeWrites(tx, [write]);
}

/**
 * Sends `writes` as one prepared statement in `tx` (the statement is named after its text, so
 * each combination is planned once per connection) and returns its `select` row.
 */
export async function sendChangeWrites<T extends Record<string, unknown>>(
  tx: EntityManager,
  writes: ChangeWrite[],
  select = 'select 1 as done',
): Promise<T | undefined> {
  if (!writes.length) return undefined;
  const values: unknown[] = [];
  const ctes = writes.flatMap((write, k) => {
    const offset = values.length;
    values.push(...write.values);
    // The same kind of write twice (two audit calls in one change): each gets its own CTE names.
    const names = write.ctes.map((cte) => /^\s*(\w+)\s+as\s*\(/i.exec(cte)?.[1] ?? '');
    const own = (sql: string) => (k === 0 ? sql : names.reduce((s, n) => s.replace(new RegExp(`\\b${n}\\b`, 'g'), `${n}_${k}`), sql));
    return write.ctes.map((cte) => own(cte).replace(/\$(\d+)/g, (_, n: string) => `$${offset + Number(n)}`));
  });
  const text = `with ${ctes.join(',\n')}\n${select}`;
  const name = `screenspace_writes_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
  const [row] = await queryPrepared<T>(tx, name, text, values);
  return row;
}
