import { formatCount } from './format';

/**
 * Audience and reach (docs/campaigns.md): a display's `audiencePerHour` is the
 * host's estimate of people who see it in an open hour; `null` = not declared.
 * Estimated impressions = hours × audience; CPM = price ÷ impressions × 1000.
 */

/** "~120 people/hour", or null when the host declared none (nothing is shown then). */
export function formatAudience(audiencePerHour: number | null | undefined): string | null {
  if (audiencePerHour === null || audiencePerHour === undefined) return null;
  return `~${formatCount(audiencePerHour)} people/hour`;
}

/** Estimated impressions of `hours` on a screen: 0 when its audience is not declared. */
export function estimatedImpressions(hours: number, audiencePerHour: number | null | undefined): number {
  return audiencePerHour ? hours * audiencePerHour : 0;
}

/** CPM in cents (cost per thousand estimated impressions), null when there are none. */
export function cpmCents(totalCents: number, impressions: number): number | null {
  return impressions > 0 ? Math.round((totalCents * 1000) / impressions) : null;
}

/** "12,000 est. impressions". */
export function formatImpressions(impressions: number): string {
  return `${formatCount(impressions)} est. impressions`;
}
