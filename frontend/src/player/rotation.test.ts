import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SLOT_MS } from './config';
import { Rotation } from './rotation';
import { planOf, type Creative } from './scheduleDiff';
import type { Stage } from './stage';
import type { ScheduleEntry } from './types';

const entry = (id: number, hoursBooked: number): ScheduleEntry => ({
  id,
  name: `Ad ${id}`,
  fileUrl: `/f/${id}.png`,
  tenantName: 't',
  bookingId: id,
  hoursBooked,
});

/** A stage whose images load at once (or fail for the ids in `broken`). */
function fakeStage(broken = new Set<number>()) {
  const stage = {
    preload: vi.fn<(creative: Creative) => Promise<boolean>>(async (creative) => !broken.has(creative.id)),
    swap: vi.fn<() => void>(),
    repeat: vi.fn<() => void>(),
  };
  return stage;
}

function setup(broken?: Set<number>) {
  const stage = fakeStage(broken);
  const shown: number[] = [];
  const rotation = new Rotation(stage as unknown as Stage, (creative) => shown.push(creative.id));
  return { stage, shown, rotation };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('Rotation', () => {
  it('shows a slot every 10 s, A 3 h + B 1 h as three A to one B, fading between different ads', async () => {
    const { stage, shown, rotation } = setup();
    rotation.setPlan(planOf([entry(1, 3), entry(2, 1)]));
    await vi.advanceTimersByTimeAsync(0);
    expect(shown).toEqual([1]);
    await vi.advanceTimersByTimeAsync(SLOT_MS * 7);
    expect(shown).toEqual([1, 1, 2, 1, 1, 1, 2, 1]);
    expect(stage.swap).toHaveBeenCalledTimes(5); // every change of ad
    expect(stage.repeat).toHaveBeenCalledTimes(3); // the same ad again: no fade
  });

  it('goes on undisturbed when a refreshed schedule is the same', async () => {
    const { shown, rotation } = setup();
    rotation.setPlan(planOf([entry(1, 3), entry(2, 1)]));
    for (let i = 0; i < 7; i++) {
      await vi.advanceTimersByTimeAsync(SLOT_MS / 2);
      rotation.setPlan(planOf([entry(1, 3), entry(2, 1)]));
      await vi.advanceTimersByTimeAsync(SLOT_MS / 2);
    }
    expect(shown).toEqual([1, 1, 2, 1, 1, 1, 2, 1]);
  });

  it('takes a changed schedule at the next slot, without an extra slot', async () => {
    const { shown, rotation } = setup();
    rotation.setPlan(planOf([entry(1, 1), entry(2, 1)]));
    await vi.advanceTimersByTimeAsync(SLOT_MS / 2);
    rotation.setPlan(planOf([entry(1, 1), entry(3, 1)]));
    await vi.advanceTimersByTimeAsync(SLOT_MS * 2.5);
    expect(shown).toEqual([1, 3, 1, 3]);
  });

  it('stops when the schedule empties and starts again when ads return', async () => {
    const { shown, rotation } = setup();
    rotation.setPlan(planOf([entry(1, 1)]));
    await vi.advanceTimersByTimeAsync(SLOT_MS);
    rotation.setPlan(planOf([]));
    await vi.advanceTimersByTimeAsync(SLOT_MS * 5);
    expect(shown).toEqual([1, 1]);
    rotation.setPlan(planOf([entry(1, 1)]));
    await vi.advanceTimersByTimeAsync(0);
    expect(shown).toEqual([1, 1, 1]);
  });

  it('skips an ad whose image cannot be loaded', async () => {
    const { shown, rotation } = setup(new Set([2]));
    rotation.setPlan(planOf([entry(1, 1), entry(2, 1), entry(3, 1)]));
    await vi.advanceTimersByTimeAsync(SLOT_MS * 3);
    expect(shown).not.toContain(2);
    expect(shown).toHaveLength(4);
  });
});
