import { describe, expect, it } from 'vitest';
import { cpmCents, estimatedImpressions, formatAudience, formatImpressions } from './audience';

describe('audience', () => {
  it('shows the declared audience and nothing when undeclared', () => {
    expect(formatAudience(120)).toBe('~120 people/hour');
    expect(formatAudience(12000)).toBe('~12,000 people/hour');
    expect(formatAudience(0)).toBe('~0 people/hour');
    expect(formatAudience(null)).toBeNull();
    expect(formatAudience(undefined)).toBeNull();
  });

  it('estimates impressions as hours × audience, 0 when undeclared', () => {
    expect(estimatedImpressions(6, 120)).toBe(720);
    expect(estimatedImpressions(6, null)).toBe(0);
  });

  it('prices a thousand impressions in cents, null without impressions', () => {
    expect(cpmCents(7500, 720)).toBe(10417);
    expect(cpmCents(7500, 0)).toBeNull();
    expect(formatImpressions(1200)).toBe('1,200 est. impressions');
  });
});
