import type { EntityManager } from '@mikro-orm/postgresql';
import { transactionalWithWrites } from '../database/change-writes.repository';

/** Runs `fn` in `em`'s transaction when it has one, else in a new one: several writes commit together. */
export function inTransaction<T>(em: EntityManager, fn: (tx: EntityManager) => Promise<T>): Promise<T> {
  return em.isInTransaction() ? fn(em) : transactionalWithWrites(em, fn);
}
