import { Injectable } from '@nestjs/common';
import { gatheredReads } from '../../common/database/gathered-reads';
import { DisplayPlayerState, PlayerRepository } from './player.repository';
import { ScheduleChangesListener } from './schedule-changes.listener';

/**
 * Even with the change feed up, a cached state is reloaded after at most this long: a safety net
 * only, as the feed drops a changed display at once (docs/player.md, "Cache and invalidation").
 */
export const MAX_AGE_MS = 10 * 60_000;

/**
 * How long one cached state is kept: anywhere from half of MAX_AGE_MS to all of it. States loaded
 * together (every screen of a network syncing within 30 s of a restart) would otherwise all be read
 * again in the same 30 s, every 10 minutes, each sync then costing twice as much (docs/performance.md,
 * "Display states reloaded together").
 */
export const keptFor = (random = Math.random()): number => MAX_AGE_MS * (0.5 + 0.5 * random);

/**
 * Each display's player-relevant state (review, deletion, hours, zone, pairing),
 * cached per instance and dropped on every schedule change notification. Checked
 * on every player request, so a revoked token stops working at once.
 */
@Injectable()
export class DisplayStates {
  private readonly cache = new Map<number, { state: DisplayPlayerState | null; until: number }>();
  private readonly loading = new Map<number, Promise<DisplayPlayerState | null>>();
  /** Bumped by every change: a load that a change overtook is not cached. */
  private generation = 0;

  // Cache fills of many displays missed at once are one read (docs/performance.md, "Display states read together").
  private readonly reads = gatheredReads<number, DisplayPlayerState | null>(async (ids) => {
    const found = new Map((await this.repository.displayStates(ids)).map((state) => [state.id, state]));
    return ids.map((id) => found.get(id) ?? null);
  });

  constructor(
    private readonly repository: PlayerRepository,
    private readonly changes: ScheduleChangesListener,
  ) {
    changes.subscribe((change) => {
      this.generation++;
      if (change === '*') this.cache.clear();
      else this.forget(change);
    });
  }

  async get(id: number): Promise<DisplayPlayerState | null> {
    const hit = this.cached(id);
    if (hit !== undefined) return hit;
    let load = this.loading.get(id);
    if (!load) {
      load = this.reads.load(id).finally(() => this.loading.delete(id));
      this.loading.set(id, load);
      const generation = this.generation;
      void load.then(
        (state) => {
          if (generation === this.generation && this.changes.live) this.keep(id, state);
        },
        () => undefined,
      );
    }
    return load;
  }

  /** The cached state without waiting: undefined when `get` would have to read it (docs/performance.md). */
  cached(id: number): DisplayPlayerState | null | undefined {
    const hit = this.cache.get(id);
    return hit && this.changes.live && Date.now() < hit.until ? hit.state : undefined;
  }

  /**
   * Read from the database, not the cache, and kept for the next `get`: for issuing a token, rare,
   * which must see a review the admin has just committed even before its notification arrives
   * (docs/player.md, "Cache and invalidation").
   */
  async fresh(id: number): Promise<DisplayPlayerState | null> {
    const generation = this.generation;
    const state = await this.repository.displayState(id);
    if (generation === this.generation && this.changes.live) this.keep(id, state);
    return state;
  }

  private keep(id: number, state: DisplayPlayerState | null): void {
    this.cache.set(id, { state, until: Date.now() + keptFor() });
  }

  forget(id: number): void {
    this.cache.delete(id);
  }
}
