import { cpm, estimatedImpressions } from '../../common/audience/impressions';
import { centsFromDecimal, formatCents } from '../../common/money/money';
import type { CampaignMode } from './campaign.constants';
import type { CampaignQuoteResultDto, QuoteLineDto, ShortfallDto } from './dto/campaign.dto';

/** A display as a quote reads it: its price and audience now. */
export interface QuotedDisplay {
  id: number;
  price_per_hour: string;
  audience_per_hour: number | null;
}

export interface FreeRow {
  display_id: number;
  date: string;
  free_hours: number;
}

/**
 * Prices a selection (docs/campaigns.md, "Formulas"): one line per display and date; the totals
 * count the lines that would be booked (mode all: every line; available: the available ones).
 * Prices and audiences are the server's, never the client's.
 */
export function priceSelection(displays: QuotedDisplay[], free: FreeRow[], hours: number, mode: CampaignMode): CampaignQuoteResultDto {
  const byId = new Map(displays.map((d) => [d.id, d]));
  let totalCents = 0;
  let impressions = 0;
  const lines: QuoteLineDto[] = free.map((f) => {
    const d = byId.get(f.display_id)!;
    const cents = centsFromDecimal(d.price_per_hour) * hours;
    const available = f.free_hours >= hours;
    if (available || mode === 'all') {
      totalCents += cents;
      impressions += estimatedImpressions(hours, d.audience_per_hour);
    }
    return { displayId: f.display_id, date: f.date, freeHours: f.free_hours, available, price: formatCents(cents) };
  });
  return { totalPrice: formatCents(totalCents), estimatedImpressions: impressions, cpm: cpm(totalCents, impressions), lines };
}

/**
 * Reads the displays' free hours on the dates (`freeHours`, given the ids in id order: a quote's
 * lines come in display id order) and prices them: the quote, a campaign in mode available and
 * the planner's answer all price this way.
 */
export async function quoteDisplays(
  displays: QuotedDisplay[],
  freeHours: (ids: number[]) => Promise<FreeRow[]>,
  hours: number,
  mode: CampaignMode,
): Promise<CampaignQuoteResultDto> {
  const ids = displays.map((d) => d.id).toSorted((a, b) => a - b);
  return priceSelection(displays, ids.length ? await freeHours(ids) : [], hours, mode);
}

/** The lines without the hours asked for. */
export function shortfallsOf(lines: QuoteLineDto[]): ShortfallDto[] {
  return lines.filter((l) => !l.available).map((l) => ({ displayId: l.displayId, date: l.date, freeHours: l.freeHours }));
}

/** "display 12 has 0 hours left on 2026-12-01, …" (the first ten). */
export function shortfallText(shortfalls: ShortfallDto[]): string {
  const shown = shortfalls
    .slice(0, 10)
    .map((s) => `display ${s.displayId} has ${s.freeHours} ${s.freeHours === 1 ? 'hour' : 'hours'} left on ${s.date}`);
  const more = shortfalls.length > 10 ? ` and ${shortfalls.length - 10} more` : '';
  const n = shortfalls.length;
  return `Not enough hours left on ${n} display-${n === 1 ? 'date' : 'dates'}: ${shown.join(', ')}${more}`;
}
