import { formatCents } from '../money/money';
import { SLOT_SECONDS } from './slot';

/**
 * Audience and reach figures (docs/campaigns.md, "Formulas"): the one home of estimated
 * impressions, CPM and impressions delivered. Whole numbers in, exact out.
 */

export const AUDIENCE_LIMITS = { min: 0, max: 100_000 } as const;

/** hoursBooked × audiencePerHour; an undeclared audience (null) counts 0. */
export function estimatedImpressions(hoursBooked: number, audiencePerHour: number | null): number {
  return hoursBooked * (audiencePerHour ?? 0);
}

/** totalPrice ÷ impressions × 1000 in dollars with two decimals ("12.34"), rounded half up; null when impressions are 0. */
export function cpm(totalCents: number, impressions: number): string | null {
  if (impressions <= 0) return null;
  // BigInt: exact half-up rounding of a ratio whose terms may pass 2^32.
  const n = BigInt(totalCents) * 2000n + BigInt(impressions);
  return formatCents(Number(n / (2n * BigInt(impressions))));
}

/** Delivered airtime in hours (plays × 10 s ÷ 3600) × audiencePerHour, rounded to a whole person. */
export function impressionsDelivered(plays: number, audiencePerHour: number | null): number {
  return Math.round((plays * SLOT_SECONDS * (audiencePerHour ?? 0)) / 3600);
}

/** Delivered airtime in seconds. */
export function deliveredSeconds(plays: number): number {
  return plays * SLOT_SECONDS;
}
