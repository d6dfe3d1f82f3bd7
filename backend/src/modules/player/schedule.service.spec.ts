import { nextChange } from './schedule.service';

describe('nextChange: the next opening or closing hour in the display zone', () => {
  const phoenix = { startHour: 9, endHour: 17, timeZone: 'America/Phoenix' };
  it('before opening, while open, and after closing', () => {
    expect(nextChange(phoenix, '2026-12-01', 8).toISOString()).toBe('2026-12-01T16:00:00.000Z');
    expect(nextChange(phoenix, '2026-12-01', 9).toISOString()).toBe('2026-12-02T00:00:00.000Z');
    expect(nextChange(phoenix, '2026-12-01', 23).toISOString()).toBe('2026-12-02T16:00:00.000Z');
  });
  it('follows daylight saving time where the zone keeps it', () => {
    const denver = { ...phoenix, timeZone: 'America/Denver' };
    expect(nextChange(denver, '2027-03-13', 20).toISOString()).toBe('2027-03-14T15:00:00.000Z'); // 09:00 MDT, the morning after the change
    expect(nextChange(denver, '2027-03-13', 10).toISOString()).toBe('2027-03-14T00:00:00.000Z'); // 17:00 MST
    expect(nextChange(denver, '2027-11-07', 3).toISOString()).toBe('2027-11-07T16:00:00.000Z'); // 09:00 MST after falling back
  });
});
