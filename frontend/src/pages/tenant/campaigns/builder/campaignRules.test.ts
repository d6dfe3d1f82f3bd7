import { describe, expect, it } from 'vitest';
import { campaignProblem, campaignRequest, mergeDates, shortDisplayIds, weekdaysBetween } from './campaignRules';

describe('campaign builder rules (docs/campaigns.md)', () => {
  it('lists the weekdays between two dates, either order', () => {
    // 2026-12-04 is a Friday; the 5th and 6th are the weekend.
    expect(weekdaysBetween('2026-12-08', '2026-12-03')).toEqual(['2026-12-03', '2026-12-04', '2026-12-07', '2026-12-08']);
    expect(weekdaysBetween('', '2026-12-03')).toEqual([]);
  });

  it('merges dates without repeats, sorted', () => {
    expect(mergeDates(['2026-12-09', '2026-12-01'], ['2026-12-01', '2026-12-05'])).toEqual(['2026-12-01', '2026-12-05', '2026-12-09']);
  });

  it('asks for a quote only once screens, dates and a creative are chosen', () => {
    const draft = { name: '', displayIds: [3, 1], dates: ['2026-12-02', '2026-12-01'], hoursPerDay: 2, adCreativeId: null };
    expect(campaignRequest(draft)).toBeNull();
    expect(campaignProblem(draft)).toBe('Choose an approved ad creative');
    expect(campaignRequest({ ...draft, adCreativeId: 9 })).toEqual({
      name: 'Campaign',
      adCreativeId: 9,
      displayIds: [1, 3],
      dates: ['2026-12-01', '2026-12-02'],
      hoursPerDay: 2,
      mode: 'all',
    });
  });

  it('finds the displays short on some date', () => {
    const line = { date: '2026-12-01', price: '25.00', freeHours: 8, available: true };
    expect(
      shortDisplayIds([
        { ...line, displayId: 1 },
        { ...line, displayId: 2, available: false, freeHours: 1 },
      ]),
    ).toEqual(new Set([2]));
  });
});
