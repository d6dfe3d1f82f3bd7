import { DisplayStates, MAX_AGE_MS } from './display-states';
import type { DisplayPlayerState, PlayerRepository } from './player.repository';
import type { ScheduleChange, ScheduleChangesListener } from './schedule-changes.listener';

/** A display row whose review the test changes, as an admin's committed approval would. */
function setup() {
  const row = { id: 7, reviewStatus: 'pending', playable: false } as unknown as DisplayPlayerState;
  let reads = 0;
  const batches: number[] = [];
  const repository = {
    displayState: async () => {
      reads++;
      return { ...row };
    },
    displayStates: async (ids: readonly number[]) => {
      reads += ids.length;
      batches.push(ids.length);
      return ids.map((id) => ({ ...row, id }));
    },
  } as unknown as PlayerRepository;
  const subscribers: ((change: ScheduleChange) => void)[] = [];
  const changes = { live: true, subscribe: (fn: (change: ScheduleChange) => void) => subscribers.push(fn) };
  const states = new DisplayStates(repository, changes as unknown as ScheduleChangesListener);
  return { row, states, reads: () => reads, batches, notify: (change: ScheduleChange) => subscribers.forEach((fn) => fn(change)) };
}

describe('DisplayStates', () => {
  it('serves a display from the cache until its change is announced', async () => {
    const { row, states, reads, notify } = setup();
    expect((await states.get(7))?.playable).toBe(false);
    Object.assign(row, { reviewStatus: 'approved', playable: true });
    expect((await states.get(7))?.playable).toBe(false); // the notification has not arrived yet
    expect(reads()).toBe(1);
    notify(7);
    expect((await states.get(7))?.playable).toBe(true);
    expect(reads()).toBe(2);
  });

  it('fresh() reads a change committed before its notification, and keeps it for the next get()', async () => {
    const { row, states, reads } = setup();
    await states.get(7);
    Object.assign(row, { reviewStatus: 'approved', playable: true });
    expect((await states.fresh(7))?.playable).toBe(true);
    expect((await states.get(7))?.playable).toBe(true);
    expect(reads()).toBe(2);
  });

  it('fresh() keeps nothing when a change was announced while it read', async () => {
    const { states, reads, notify } = setup();
    const read = states.fresh(7);
    notify('*');
    await read;
    await states.get(7);
    expect(reads()).toBe(2);
  });

  it('reads the states of displays missed together in a few reads of many', async () => {
    const { states, reads, batches } = setup();
    const ids = Array.from({ length: 1200 }, (_, k) => k + 1);
    const found = await Promise.all(ids.map((id) => states.get(id)));
    expect(found.map((state) => state?.id)).toEqual(ids);
    expect(reads()).toBe(1200);
    expect(batches).toEqual([500, 500, 200]);
    await Promise.all(ids.map((id) => states.get(id))); // all cached now
    expect(reads()).toBe(1200);
  });

  it('reads states loaded together again spread over the second half of the safety net, none later', async () => {
    const { states, reads } = setup();
    const start = Date.now();
    const clock = jest.spyOn(Date, 'now').mockReturnValue(start);
    try {
      const ids = Array.from({ length: 1000 }, (_, k) => k + 1);
      await Promise.all(ids.map((id) => states.get(id)));
      expect(reads()).toBe(1000);
      const kept = (at: number) => {
        clock.mockReturnValue(start + at);
        return ids.filter((id) => states.cached(id) !== undefined).length;
      };
      expect(kept(MAX_AGE_MS / 2 - 1)).toBe(1000);
      // Spread, not together: about half at three quarters of the way (1,000 draws).
      expect(kept(0.75 * MAX_AGE_MS)).toBeGreaterThan(350);
      expect(kept(0.75 * MAX_AGE_MS)).toBeLessThan(650);
      expect(kept(MAX_AGE_MS)).toBe(0);
    } finally {
      clock.mockRestore();
    }
  });
});
