import type { EntityManager } from '@mikro-orm/postgresql';

/** Takes the transaction-scoped advisory lock `key` unless another transaction holds it (docs/notifications.md, "Offline alerts"). */
export async function tryJobLock(tx: EntityManager, key: number): Promise<boolean> {
  const [row]: { locked: boolean }[] = await tx.execute('select pg_try_advisory_xact_lock(?) as locked', [key]);
  return row.locked;
}
