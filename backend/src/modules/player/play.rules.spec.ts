import { parsePlay } from './play.rules';

const now = new Date('2026-12-01T19:00:00Z');
const ok = { adCreativeId: 3, clientPlayId: 'a-1_B', shownAt: '2026-12-01T18:59:50.123Z' };

describe('parsePlay', () => {
  it('takes a well-formed play within the window', () => {
    expect(parsePlay(ok, now)).toEqual({ adCreativeId: 3, clientPlayId: 'a-1_B', shownAt: new Date('2026-12-01T18:59:50.123Z') });
    expect(parsePlay({ ...ok, shownAt: '2026-12-01T11:59:50-07:00' }, now)).toMatchObject({ shownAt: new Date('2026-12-01T18:59:50Z') });
  });

  it.each([
    [null],
    ['x'],
    [{ ...ok, adCreativeId: 0 }],
    [{ ...ok, adCreativeId: 1.5 }],
    [{ ...ok, adCreativeId: '3' }],
    [{ ...ok, adCreativeId: 2 ** 31 }],
    [{ ...ok, clientPlayId: '' }],
    [{ ...ok, clientPlayId: 'x'.repeat(65) }],
    [{ ...ok, clientPlayId: 'a b' }],
    [{ ...ok, clientPlayId: 5 }],
    [{ ...ok, shownAt: '2026-12-01T18:59:50' }],
    [{ ...ok, shownAt: '2026-02-30T10:00:00Z' }],
    [{ ...ok, shownAt: 1764615590000 }],
  ])('refuses %j as invalid', (raw) => {
    expect(parsePlay(raw, now)).toBe('invalid');
  });

  it('allows two minutes of clock skew and 48 hours of delay, no more', () => {
    const at = (ms: number) => ({ ...ok, shownAt: new Date(now.getTime() + ms).toISOString() });
    expect(parsePlay(at(120_000), now)).toHaveProperty('shownAt');
    expect(parsePlay(at(120_001), now)).toBe('in_future');
    expect(parsePlay(at(-48 * 3600_000), now)).toHaveProperty('shownAt');
    expect(parsePlay(at(-48 * 3600_000 - 1), now)).toBe('too_old');
  });
});
