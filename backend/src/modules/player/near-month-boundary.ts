// Near a UTC month boundary one play could be written into two month partitions by two statements
// at once; these say when a play is that near (its display's lock: play-insert.sql.ts) (docs/player.md, "Partitions and retention").

/**
 * How far across a month boundary a play's clientPlayId is looked up: two copies of one play shown
 * this close can arrive at once (a play is at most 48 hours old and 2 minutes ahead, docs/player.md).
 */
export const BOUNDARY_MARGIN_MS = 49 * 3600 * 1000;

/** Within BOUNDARY_MARGIN_MS of a UTC month's start or end. */
export function nearMonthBoundary(at: Date): boolean {
  const start = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1);
  const end = Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1);
  return at.getTime() - start < BOUNDARY_MARGIN_MS || end - at.getTime() < BOUNDARY_MARGIN_MS;
}

/**
 * Most displays one statement locks near a boundary: PostgreSQL's lock table holds
 * max_locks_per_transaction × max_connections locks in all (6,400 by default), shared by every
 * statement in flight of every instance.
 */
export const MAX_NEAR_DISPLAYS = 500;

/** The plays in statements of at most MAX_NEAR_DISPLAYS displays when more are near a boundary; one statement otherwise. */
export function byNearDisplays<T extends { displayId: number; shownAt: Date }>(plays: T[]): T[][] {
  const near = new Set(plays.filter((p) => nearMonthBoundary(p.shownAt)).map((p) => p.displayId));
  if (near.size <= MAX_NEAR_DISPLAYS) return [plays];
  const displays = [...new Set(plays.map((p) => p.displayId))].toSorted((a, b) => a - b);
  const chunkOf = new Map(displays.map((d, i) => [d, Math.floor(i / MAX_NEAR_DISPLAYS)]));
  const chunks: T[][] = Array.from({ length: Math.ceil(displays.length / MAX_NEAR_DISPLAYS) }, () => []);
  for (const p of plays) chunks[chunkOf.get(p.displayId)!].push(p);
  return chunks;
}
