import { describe, expect, it } from 'vitest';
import { emptyScreenTitle } from './openingHours';

const NO = 'No Content Scheduled';
const phoenix = { timeZone: 'America/Phoenix' };

describe('the title of an empty screen (docs/product-rules.md §7.10)', () => {
  it('closed before opening: "Closed now — opens at" the opening, in the display\'s zone', () => {
    const hours = { ...phoenix, open: false, serverTime: '2026-12-01T15:59:00Z', nextChangeAt: '2026-12-01T16:00:00Z' };
    expect(emptyScreenTitle(hours, NO)).toBe('Closed now — opens at 9:00 AM');
  });

  it('closed after closing: opens tomorrow', () => {
    const hours = { ...phoenix, open: false, serverTime: '2026-12-02T06:30:00Z', nextChangeAt: '2026-12-02T16:00:00Z' };
    expect(emptyScreenTitle(hours, NO)).toBe('Closed now — opens tomorrow at 9:00 AM');
  });

  it('another zone keeps its own wall clock (Denver in summer time)', () => {
    const hours = { timeZone: 'America/Denver', open: false, serverTime: '2027-07-01T13:00:00Z', nextChangeAt: '2027-07-01T14:30:00Z' };
    expect(emptyScreenTitle(hours, NO)).toBe('Closed now — opens at 8:30 AM');
  });

  it('open with nothing due, an old kept schedule, or an unknown zone: "No Content Scheduled"', () => {
    expect(emptyScreenTitle({ ...phoenix, open: true, nextChangeAt: '2026-12-02T00:00:00Z' }, NO)).toBe(NO);
    expect(emptyScreenTitle({ nextChangeAt: '2026-12-02T00:00:00Z' }, NO)).toBe(NO);
    expect(emptyScreenTitle(null, NO)).toBe(NO);
    expect(emptyScreenTitle({ timeZone: 'Mars/Olympus', open: false, nextChangeAt: '2026-12-02T00:00:00Z' }, NO)).toBe(NO);
  });
});
