import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { BookingDate } from '../../api/bookings';
import { formatCalendarDate } from '../../utils/bookingFormat';
import { formatCents, toCents } from '../../utils/money';

/**
 * What cancelling these dates costs (docs/product-rules.md §4.11): each date with its amount and
 * whether it was paid, and the paid total. The server keeps `paidAt` on a cancelled date but returns
 * no money, so a paid date is a refund to settle with the tenant.
 */
export function CancellationCost({ dates }: { dates: readonly BookingDate[] }) {
  const paidCents = dates.filter((d) => d.paid).reduce((sum, d) => sum + toCents(d.totalPrice), 0);
  const paidCount = dates.filter((d) => d.paid).length;
  const one = dates.length === 1;
  let summary: string;
  if (paidCount === 0) summary = one ? 'This date is not paid.' : 'None of these dates is paid.';
  else
    summary =
      `${one ? 'This date was paid' : `${paidCount} of these dates ${paidCount === 1 ? 'was' : 'were'} paid`}: ${formatCents(paidCents)}. ` +
      'Cancelling does not refund it; settle it with the tenant.';
  return (
    <Alert severity={paidCount ? 'warning' : 'info'} sx={{ mt: 2 }}>
      <Box
        component="ul"
        aria-label="Dates to cancel"
        sx={{ listStyle: 'none', m: 0, mb: 1, p: 0, display: 'grid', gap: 0.25, fontVariantNumeric: 'tabular-nums' }}
      >
        {dates.map((d) => (
          <li key={d.id}>
            <time dateTime={d.date}>{formatCalendarDate(d.date)}</time>
            {` · ${formatCents(toCents(d.totalPrice))} · `}
            <strong>{d.paid ? 'Paid' : 'Not paid'}</strong>
          </li>
        ))}
      </Box>
      {summary}
    </Alert>
  );
}
