import { cpm, estimatedImpressions, impressionsDelivered } from './impressions';

describe('impressions and CPM (docs/campaigns.md, "Formulas")', () => {
  it('counts an undeclared audience as 0', () => {
    expect(estimatedImpressions(3, 120)).toBe(360);
    expect(estimatedImpressions(3, null)).toBe(0);
  });

  it('gives CPM in dollars with two decimals, half up, exactly; null without impressions', () => {
    expect(cpm(15_740, 1732)).toBe('90.88'); // 157.40 ÷ 1,732 × 1000 = 90.877…
    expect(cpm(1, 8)).toBe('1.25'); // 0.01 ÷ 8 × 1000 = 1.25 exactly
    expect(cpm(1, 16)).toBe('0.63'); // 0.625 → half up
    expect(cpm(99_999_999_99, 2_400_000_000)).toBe('41.67'); // past 2^32: exact in BigInt
    expect(cpm(5000, 0)).toBeNull();
  });

  it('turns plays into delivered hours × audience, rounded', () => {
    expect(impressionsDelivered(360, 100)).toBe(100); // 360 plays × 10 s = 1 hour
    expect(impressionsDelivered(1, 100)).toBe(0);
    expect(impressionsDelivered(2, 900)).toBe(5);
    expect(impressionsDelivered(360, null)).toBe(0);
  });
});
