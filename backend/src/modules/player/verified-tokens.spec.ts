import { VerifiedTokens } from './verified-tokens';

describe('VerifiedTokens', () => {
  const claims = (displayId: number) => ({ displayId });

  it('finds only the exact token text it was given, until that token expires', () => {
    const tokens = new VerifiedTokens<{ displayId: number }>(10);
    tokens.remember('a.b.c', claims(1), 2_000);
    expect(tokens.get('a.b.c', 1_999)).toEqual({ displayId: 1 });
    expect(tokens.get('a.b.cx', 1_000)).toBeUndefined();
    expect(tokens.get('a.b.C', 1_000)).toBeUndefined();
    expect(tokens.get('a.b.c', 2_000)).toBeUndefined();
    expect(tokens.size).toBe(0); // the expired entry is gone
  });

  it('keeps at most its capacity, letting the longest-kept token go first', () => {
    const tokens = new VerifiedTokens<{ displayId: number }>(2);
    tokens.remember('one', claims(1), 10);
    tokens.remember('two', claims(2), 10);
    tokens.remember('one', claims(9), 10); // already kept: unchanged
    tokens.remember('three', claims(3), 10);
    expect([tokens.get('one', 0), tokens.get('two', 0), tokens.get('three', 0)]).toEqual([undefined, { displayId: 2 }, { displayId: 3 }]);
    expect(tokens.size).toBe(2);
  });

  it('keeps no token without an expiry, and hands out claims no caller can change', () => {
    const tokens = new VerifiedTokens<{ displayId: number }>(2);
    tokens.remember('never', claims(1), Number.NaN);
    expect(tokens.get('never', 0)).toBeUndefined();
    tokens.remember('kept', claims(2), 10);
    expect(Object.isFrozen(tokens.get('kept', 0))).toBe(true);
  });
});
