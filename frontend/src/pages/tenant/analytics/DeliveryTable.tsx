import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { DeliveryFigures, GroupDelivery } from '../../../api/analytics';
import { ShareBar } from '../../../components/analytics/ShareBar';
import { formatCalendarDate, formatHours } from '../../../utils/bookingFormat';
import { formatAirtime, formatCount } from '../../../utils/format';

function Figures({ row, label }: { row: DeliveryFigures; label: string }) {
  return (
    <>
      <TableCell align="right">{formatHours(row.hoursBooked)}</TableCell>
      <TableCell align="right">{formatCount(row.plays)}</TableCell>
      <TableCell align="right">{formatAirtime(row.deliveredSeconds)}</TableCell>
      <TableCell>
        <ShareBar value={row.deliveredShare} label={`Delivered share ${label}`} />
      </TableCell>
    </>
  );
}

/** Booked against delivered airtime per date of one booking group, and the total of its confirmed dates. */
export function DeliveryTable({ delivery }: { delivery: GroupDelivery }) {
  return (
    <TableContainer>
      <Table size="small" aria-label={`Delivery of ${delivery.display.name}, ${delivery.adCreative.name}`}>
        <TableHead>
          <TableRow>
            <TableCell>Date</TableCell>
            <TableCell>Status</TableCell>
            <TableCell align="right">Booked</TableCell>
            <TableCell align="right">Plays</TableCell>
            <TableCell align="right">Delivered</TableCell>
            <TableCell>Share of booked airtime</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {delivery.dates.map((d) => (
            <TableRow key={d.bookingId}>
              <TableCell>{formatCalendarDate(d.date)}</TableCell>
              <TableCell sx={{ textTransform: 'capitalize' }}>{d.status}</TableCell>
              <Figures row={d} label={formatCalendarDate(d.date)} />
            </TableRow>
          ))}
          <TableRow sx={{ '& td': { fontWeight: 700 } }}>
            <TableCell colSpan={2}>Total (confirmed dates)</TableCell>
            <Figures row={delivery.total} label="in total" />
          </TableRow>
        </TableBody>
      </Table>
    </TableContainer>
  );
}
