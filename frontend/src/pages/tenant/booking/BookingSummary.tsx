import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { cpmCents, estimatedImpressions, formatAudience } from '../../../utils/audience';
import { formatCalendarDate, formatHours } from '../../../utils/bookingFormat';
import { sortDates, totalCents } from './bookingRules';
import { formatCount } from '../../../utils/format';
import { formatCents, toCents } from '../../../utils/money';

interface BookingSummaryProps {
  dates: readonly string[];
  hours: number;
  /** The display's price per hour, e.g. "12.50". */
  pricePerHour: string;
  /** The display's declared audience (docs/campaigns.md); null or absent = not declared. */
  audiencePerHour?: number | null;
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.5 }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600, textAlign: 'right' }}>
        {children}
      </Typography>
    </Box>
  );
}

/**
 * The booking summary (docs/product-rules.md §12, §18): the chosen dates (MMM dd, yyyy), hours per
 * day, price per hour, number of days and the total = price × hours × days,
 * computed in cents; with a declared audience, the estimated impressions and CPM
 * (docs/campaigns.md). The total is a live region.
 */
export function BookingSummary({ dates, hours, pricePerHour, audiencePerHour }: BookingSummaryProps) {
  const sorted = sortDates(dates);
  const cents = totalCents(pricePerHour, hours, dates.length);
  const total = formatCents(cents);
  const impressions = estimatedImpressions(hours * dates.length, audiencePerHour);
  const cpm = cpmCents(cents, impressions);
  return (
    <Box
      component="section"
      aria-labelledby="booking-summary-heading"
      sx={{ bgcolor: '#f8fafc', border: 1, borderColor: 'divider', borderRadius: 2, p: 2 }}
    >
      <Typography id="booking-summary-heading" component="h3" variant="h6" sx={{ mb: 1 }}>
        Booking Summary
      </Typography>
      <Typography variant="body2" color="text.secondary" id="booking-summary-dates">
        Selected dates
      </Typography>
      {sorted.length === 0 ? (
        <Typography variant="body2" sx={{ mb: 1 }}>
          No dates selected yet.
        </Typography>
      ) : (
        <Box
          component="ul"
          aria-labelledby="booking-summary-dates"
          sx={{ m: 0, mb: 1, pl: 0, listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: 0.75 }}
        >
          {sorted.map((date) => (
            <Typography
              component="li"
              variant="body2"
              key={date}
              sx={{ px: 1, py: 0.25, borderRadius: 1, bgcolor: '#eef2ff', color: 'primary.dark', fontWeight: 500 }}
            >
              {formatCalendarDate(date)}
            </Typography>
          ))}
        </Box>
      )}
      <Box component="dl" sx={{ m: 0 }}>
        <Row label="Hours per day">{formatHours(hours)}</Row>
        <Row label="Price per hour">{formatCents(toCents(pricePerHour))}</Row>
        <Row label="Number of days">{dates.length}</Row>
        {formatAudience(audiencePerHour) && (
          <>
            <Row label="Audience">{formatAudience(audiencePerHour)}</Row>
            <Row label="Estimated impressions">{formatCount(impressions)}</Row>
            <Row label="CPM (per 1,000 impressions)">{cpm === null ? '—' : formatCents(cpm)}</Row>
          </>
        )}
      </Box>
      <Divider sx={{ my: 1 }} />
      <Box aria-live="polite" aria-atomic="true" sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline' }}>
        <Typography component="span" sx={{ fontWeight: 700 }}>
          Total
        </Typography>
        <Typography component="span" data-testid="booking-total" sx={{ fontWeight: 800, fontSize: '1.35rem', color: 'primary.main' }}>
          {total}
        </Typography>
      </Box>
    </Box>
  );
}
