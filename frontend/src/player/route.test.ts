import { describe, expect, it } from 'vitest';
import { newPlayId } from './playId';
import { parseDisplayId, parseRoute, workerScope } from './route';

describe('parseDisplayId: a whole number ≥ 1', () => {
  it.each([
    ['1', 1],
    ['42', 42],
    [' 7 ', 7],
    ['007', 7],
  ])('%j → %s', (text, id) => expect(parseDisplayId(text)).toBe(id));

  it.each(['', '0', '-1', '1.5', '1e3', 'abc', '3abc', '99999999999999999999', null, undefined])('%j → invalid', (text) => {
    expect(parseDisplayId(text)).toBeNull();
  });
});

describe('parseRoute: the two variants', () => {
  it('/player reads displayId from the query', () => {
    expect(parseRoute('/player', '?displayId=5')).toEqual({ variant: 'query', displayId: 5, preview: false });
    expect(parseRoute('/player', '?displayId=abc')).toEqual({ variant: 'query', displayId: null, preview: false });
    expect(parseRoute('/player', '')).toEqual({ variant: 'query', displayId: null, preview: false });
  });

  it('/display/ has a field, filled from /display/N', () => {
    expect(parseRoute('/display/', '')).toEqual({ variant: 'field', displayId: null, preview: false });
    expect(parseRoute('/display/12', '')).toEqual({ variant: 'field', displayId: 12, preview: false });
    expect(parseRoute('/display', '')).toMatchObject({ variant: 'field' });
  });

  it('?preview=1 is preview mode', () => {
    expect(parseRoute('/player', '?displayId=5&preview=1').preview).toBe(true);
    expect(parseRoute('/display/', '?preview=1').preview).toBe(true);
    expect(parseRoute('/player', '?displayId=5&preview=0').preview).toBe(false);
  });

  it('registers the service worker for its own path only (never the main app)', () => {
    expect(workerScope(parseRoute('/player', '?displayId=5'))).toBe('/player');
    expect(workerScope(parseRoute('/display/', ''))).toBe('/display/');
  });
});

describe('newPlayId', () => {
  const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

  it('uses crypto.randomUUID where there is one', () => {
    expect(newPlayId({ getRandomValues: (a) => a, randomUUID: () => '11111111-1111-4111-8111-111111111111' })).toBe(
      '11111111-1111-4111-8111-111111111111',
    );
  });

  it('makes a v4 UUID from getRandomValues otherwise (plain http)', () => {
    const withoutRandomUUID = { getRandomValues: crypto.getRandomValues.bind(crypto) };
    const ids = new Set(Array.from({ length: 200 }, () => newPlayId(withoutRandomUUID)));
    expect(ids.size).toBe(200);
    for (const id of ids) expect(id).toMatch(UUID_V4);
  });
});
