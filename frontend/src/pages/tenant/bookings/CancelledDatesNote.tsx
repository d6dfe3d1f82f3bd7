import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { CancelledGroupDate } from '../../../api/tenantBookingGroups';
import { formatCalendarDate, formatDay } from '../../../utils/bookingFormat';
import { formatCents, toCents } from '../../../utils/money';

function DateLines({ dates, label }: { dates: readonly CancelledGroupDate[]; label: string }) {
  return (
    <Box component="ul" aria-label={label} sx={{ m: 0, pl: 2.5 }}>
      {dates.map((d) => (
        <li key={d.id}>
          <time dateTime={d.date}>{formatCalendarDate(d.date)}</time>
          {` · ${formatCents(toCents(d.totalPrice))}${d.paid ? ', paid' : ''} · cancelled on ${formatDay(String(d.cancelledAt))}`}
        </li>
      ))}
    </Box>
  );
}

/**
 * The cancelled dates of a group (docs/product-rules.md §4.11): those ScreenSpace cancelled, with
 * when, the amount and whether they had been paid, stand out; those the tenant withdrew are listed
 * quietly.
 */
export function CancelledDatesNote({ dates }: { dates: readonly CancelledGroupDate[] }) {
  const byAdmin = dates.filter((d) => d.cancelledBy === 'admin');
  const byTenant = dates.filter((d) => d.cancelledBy === 'tenant');
  return (
    <>
      {byAdmin.length > 0 && (
        <Alert severity="warning" variant="outlined" sx={{ py: 0.5 }}>
          <strong>{byAdmin.length === 1 ? 'Cancelled by ScreenSpace:' : `${byAdmin.length} dates cancelled by ScreenSpace:`}</strong>
          <DateLines dates={byAdmin} label="Dates cancelled by ScreenSpace" />
          {byAdmin.some((d) => d.paid) && 'Contact ScreenSpace about the payment for a paid date.'}
        </Alert>
      )}
      {byTenant.length > 0 && (
        <Typography component="div" variant="body2" color="text.secondary">
          You cancelled:
          <DateLines dates={byTenant} label="Dates you cancelled" />
        </Typography>
      )}
    </>
  );
}
