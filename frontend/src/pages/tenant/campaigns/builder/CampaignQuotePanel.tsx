import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { CampaignQuote } from '../../../../api/campaigns';
import { formatCalendarDate, formatHours } from '../../../../utils/bookingFormat';
import { formatCount } from '../../../../utils/format';
import { formatCents, toCents } from '../../../../utils/money';
import { countOf } from '../../../../utils/plural';
import { shortLines } from './campaignRules';

interface CampaignQuotePanelProps {
  quote: CampaignQuote | undefined;
  loading: boolean;
  error: string | null;
  /** Why there is no quote yet (e.g. "Select at least one screen"), or null. */
  waiting: string | null;
  screens: number;
  names: ReadonlyMap<number, string>;
  onDropShort: () => void;
}

/**
 * The live quote (POST /api/tenant/campaigns/quote, docs/campaigns.md): total, estimated
 * impressions, CPM, and the display-dates lacking hours, with "drop the short ones".
 * A polite live region: a screen reader hears the new total.
 */
export function CampaignQuotePanel({ quote, loading, error, waiting, screens, names, onDropShort }: CampaignQuotePanelProps) {
  const short = quote ? shortLines(quote.lines) : [];
  return (
    <Box
      component="section"
      aria-labelledby="campaign-quote-heading"
      sx={{ bgcolor: '#f8fafc', border: 1, borderColor: 'divider', borderRadius: 2, p: 2 }}
    >
      <Typography id="campaign-quote-heading" component="h2" variant="h6" sx={{ mb: 1 }}>
        Quote
      </Typography>
      {loading && <LinearProgress aria-label="Updating the quote" sx={{ mb: 1 }} />}
      {error && <Alert severity="error">{error}</Alert>}
      <Box aria-live="polite" aria-atomic="true">
        {waiting || !quote ? (
          <Typography variant="body2" color="text.secondary">
            {waiting ?? 'Pricing…'}
          </Typography>
        ) : (
          <Box
            component="dl"
            sx={{
              m: 0,
              display: 'grid',
              gridTemplateColumns: 'auto auto',
              gap: 0.5,
              '& dd': { m: 0, fontWeight: 600, textAlign: 'right' },
            }}
          >
            <dt>Screens</dt>
            <dd>{screens}</dd>
            <dt>Estimated impressions</dt>
            <dd data-testid="campaign-impressions">{formatCount(quote.estimatedImpressions)}</dd>
            <dt>CPM</dt>
            <dd data-testid="campaign-cpm">{quote.cpm === null ? '—' : formatCents(toCents(quote.cpm))}</dd>
            <dt>
              <strong>Total</strong>
            </dt>
            <dd data-testid="campaign-total" style={{ fontSize: '1.25rem' }}>
              {formatCents(toCents(quote.totalPrice))}
            </dd>
          </Box>
        )}
      </Box>
      {short.length > 0 && (
        <Alert
          severity="warning"
          sx={{ mt: 2 }}
          action={
            <Button color="inherit" size="small" onClick={onDropShort}>
              Drop the short ones
            </Button>
          }
        >
          {countOf(short.length, 'screen-date')} lack the hours asked:
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {short.slice(0, 8).map((line) => (
              <li key={`${line.displayId}-${line.date}`}>
                {names.get(line.displayId) ?? `Display ${line.displayId}`}, {formatCalendarDate(line.date)}: {formatHours(line.freeHours)}{' '}
                free
              </li>
            ))}
            {short.length > 8 && <li>and {short.length - 8} more</li>}
          </Box>
        </Alert>
      )}
    </Box>
  );
}
