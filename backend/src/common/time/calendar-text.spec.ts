import { calendarDateText } from './calendar-text';

describe('calendarDateText', () => {
  it.each([
    ['2026-12-03', 'Dec 03, 2026'],
    ['2027-01-31', 'Jan 31, 2027'],
  ])('%s → %s', (date, text) => expect(calendarDateText(date)).toBe(text));
});
