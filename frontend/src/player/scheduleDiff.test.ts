import { describe, expect, it } from 'vitest';
import { fileUrlsOf, mediaChanges, planOf, samePlan } from './scheduleDiff';
import type { ScheduleEntry } from './types';

const entry = (id: number, hoursBooked: number, overrides: Partial<ScheduleEntry> = {}): ScheduleEntry => ({
  id,
  name: `Ad ${id}`,
  fileUrl: `/api/files/${id}.png`,
  tenantName: 'tess',
  bookingId: id * 10,
  hoursBooked,
  ...overrides,
});

describe('planOf: schedule entries → rotation items', () => {
  it('weights each creative by its hours', () => {
    const plan = planOf([entry(1, 3), entry(2, 1)]);
    expect(plan.weights).toEqual([
      { key: 1, weight: 3 },
      { key: 2, weight: 1 },
    ]);
    expect(plan.creatives.get(2)).toEqual({ id: 2, name: 'Ad 2', fileUrl: '/api/files/2.png' });
  });

  it('adds up the hours of one creative booked twice (two booking groups)', () => {
    const plan = planOf([entry(1, 2), entry(2, 1), entry(1, 1, { bookingId: 99 })]);
    expect(plan.weights).toEqual([
      { key: 1, weight: 3 },
      { key: 2, weight: 1 },
    ]);
  });

  it('leaves out entries without hours; an empty schedule gives an empty plan', () => {
    expect(planOf([entry(1, 0)]).weights).toEqual([]);
    expect(planOf([]).weights).toEqual([]);
  });
});

describe('samePlan: does a refreshed schedule change the rotation?', () => {
  const base = [entry(1, 3), entry(2, 1)];

  it('is the same when only non-rotation fields differ (booking ids, tenant)', () => {
    expect(samePlan(planOf(base), planOf([entry(1, 3, { bookingId: 7, tenantName: 'x' }), entry(2, 1)]))).toBe(true);
  });

  it.each([
    ['an hour more', [entry(1, 4), entry(2, 1)]],
    ['a new creative', [...base, entry(3, 1)]],
    ['a creative gone', [entry(1, 3)]],
    ['a new file', [entry(1, 3, { fileUrl: '/api/files/new.png' }), entry(2, 1)]],
    ['another order', [entry(2, 1), entry(1, 3)]],
  ])('changes with %s', (_what, next) => {
    expect(samePlan(planOf(base), planOf(next))).toBe(false);
  });
});

describe('media files', () => {
  it('lists each scheduled file once', () => {
    expect(fileUrlsOf([entry(1, 1), entry(1, 2), entry(2, 1)])).toEqual(['/api/files/1.png', '/api/files/2.png']);
  });

  it('fetches new files and drops files no longer scheduled', () => {
    expect(mediaChanges(['a', 'b'], ['b', 'c'])).toEqual({ add: ['c'], remove: ['a'] });
    expect(mediaChanges([], ['a'])).toEqual({ add: ['a'], remove: [] });
    expect(mediaChanges(['a'], [])).toEqual({ add: [], remove: ['a'] });
  });
});
