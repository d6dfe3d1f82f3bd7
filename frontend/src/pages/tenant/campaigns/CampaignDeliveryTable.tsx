import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { CampaignDelivery } from '../../../api/campaigns';
import { TableColumns, type TableColumn } from '../../../components/TableColumns';
import { formatHours } from '../../../utils/bookingFormat';
import { formatAirtime, formatCount } from '../../../utils/format';

const COLUMNS: readonly TableColumn[] = [
  'Screen',
  { label: 'Booked', numeric: true },
  { label: 'Plays', numeric: true },
  { label: 'Delivered', numeric: true },
  { label: 'Est. impressions delivered', numeric: true },
];

/** Per screen: hours booked (all dates), plays, airtime delivered and estimated impressions delivered. */
export function CampaignDeliveryTable({ rows }: { rows: readonly CampaignDelivery[] }) {
  if (rows.length === 0) return <Typography color="text.secondary">No screen is booked in this campaign any more.</Typography>;
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label="Delivery per screen">
        <TableColumns columns={COLUMNS} />
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.groupId}>
              <TableCell component="th" scope="row">
                {row.displayName}, {row.city}
              </TableCell>
              <TableCell align="right">{formatHours(row.hoursBooked)}</TableCell>
              <TableCell align="right">{formatCount(row.plays)}</TableCell>
              <TableCell align="right">{formatAirtime(row.deliveredSeconds)}</TableCell>
              <TableCell align="right">{formatCount(row.estimatedImpressionsDelivered)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
