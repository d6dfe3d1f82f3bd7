import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { DeliveryFigures } from '../../api/analytics';
import { formatCalendarDate, formatHours } from '../../utils/bookingFormat';
import { formatAirtime, formatCount } from '../../utils/format';
import { ShareBar } from './ShareBar';

/** One date's figures, as the API gives them; `status` when the dates have states (a booking group's). */
export interface DeliveryTableRow extends DeliveryFigures {
  key: string | number;
  date: string;
  status?: string;
}

interface DeliveryTableProps {
  /** Names the table for screen readers. */
  label: string;
  rows: readonly DeliveryTableRow[];
  /** The API's total, shown last. */
  total: DeliveryFigures;
  /** E.g. "Total (confirmed dates)". */
  totalLabel: string;
}

function Figures({ row, label }: { row: DeliveryFigures; label: string }) {
  return (
    <>
      <TableCell align="right">{formatHours(row.hoursBooked)}</TableCell>
      <TableCell align="right">{formatCount(row.plays)}</TableCell>
      <TableCell align="right">{formatCount(row.verifiedPlays)}</TableCell>
      <TableCell align="right">{formatAirtime(row.deliveredSeconds)}</TableCell>
      <TableCell>
        <ShareBar value={row.deliveredShare} label={`Delivered share ${label}`} />
      </TableCell>
    </>
  );
}

/**
 * Booked against delivered airtime per date, and the total (docs/analytics.md, "Delivery"): the
 * tenant's per booking group, the host's per display. Figures are shown exactly as the API sent them.
 * "Verified plays" are those sent by a paired screen (docs/player.md, "Verified plays").
 */
export function DeliveryTable({ label, rows, total, totalLabel }: DeliveryTableProps) {
  const withStatus = rows.some((r) => r.status !== undefined);
  return (
    <TableContainer>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>Date</TableCell>
            {withStatus && <TableCell>Status</TableCell>}
            <TableCell align="right">Booked</TableCell>
            <TableCell align="right">Plays</TableCell>
            <TableCell align="right" title="Sent by a screen paired with its pairing code; the rest came from an unpaired player">
              Verified plays
            </TableCell>
            <TableCell align="right">Delivered</TableCell>
            <TableCell>Share of booked airtime</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((d) => (
            <TableRow key={d.key}>
              <TableCell>{formatCalendarDate(d.date)}</TableCell>
              {withStatus && <TableCell sx={{ textTransform: 'capitalize' }}>{d.status}</TableCell>}
              <Figures row={d} label={formatCalendarDate(d.date)} />
            </TableRow>
          ))}
          <TableRow sx={{ '& td': { fontWeight: 700 } }}>
            <TableCell colSpan={withStatus ? 2 : 1}>{totalLabel}</TableCell>
            <Figures row={total} label="in total" />
          </TableRow>
        </TableBody>
      </Table>
    </TableContainer>
  );
}
