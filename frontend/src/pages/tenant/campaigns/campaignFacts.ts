import type { Campaign } from '../../../api/campaigns';
import { formatDateRun } from '../../../utils/dateRuns';
import { formatCount } from '../../../utils/format';
import { formatCents, toCents } from '../../../utils/money';
import { countOf } from '../../../utils/plural';

/** "3 screens · Dec 1, 2026 – Dec 12, 2026 · 2 hours/day · $1,200.00 · 14,400 est. impressions · CPM $83.33". */
export function campaignFacts(campaign: Campaign): string {
  const dates =
    campaign.firstDate && campaign.lastDate ? formatDateRun({ first: campaign.firstDate, last: campaign.lastDate }) : 'no dates left';
  return [
    countOf(campaign.displayCount, 'screen'),
    dates,
    `${campaign.hoursPerDay} h/day`,
    formatCents(toCents(campaign.totalPrice)),
    `${formatCount(campaign.estimatedImpressions)} est. impressions`,
    ...(campaign.cpm === null ? [] : [`CPM ${formatCents(toCents(campaign.cpm))}`]),
  ].join(' · ');
}
