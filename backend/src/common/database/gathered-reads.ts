import DataLoader from 'dataloader';

/** How long reads wait for others to join them, and the most keys one read takes. */
const GATHER_MS = 2;
const MOST_A_READ = 500;

/**
 * Reads asked for within 2 ms of each other, as one read of up to 500 keys: when many callers miss
 * a cache at once (a server's start, a herd of screens), one query of many rows costs PostgreSQL a
 * fraction of as many queries of one (docs/performance.md, "Display states read together").
 * `read` answers its keys in their order.
 */
export function gatheredReads<K, V>(read: (keys: readonly K[]) => Promise<V[]>): DataLoader<K, V> {
  return new DataLoader(read, { cache: false, maxBatchSize: MOST_A_READ, batchScheduleFn: (run) => setTimeout(run, GATHER_MS) });
}
