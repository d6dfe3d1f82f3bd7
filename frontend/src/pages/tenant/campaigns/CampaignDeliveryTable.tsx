import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { CampaignDelivery } from '../../../api/campaigns';
import { formatHours } from '../../../utils/bookingFormat';
import { formatAirtime, formatCount } from '../../../utils/format';

/** Per screen: hours booked (all dates), plays, airtime delivered and estimated impressions delivered. */
export function CampaignDeliveryTable({ rows }: { rows: readonly CampaignDelivery[] }) {
  if (rows.length === 0) return <Typography color="text.secondary">No screen is booked in this campaign any more.</Typography>;
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label="Delivery per screen">
        <TableHead>
          <TableRow>
            <TableCell scope="col">Screen</TableCell>
            <TableCell scope="col" align="right">
              Booked
            </TableCell>
            <TableCell scope="col" align="right">
              Plays
            </TableCell>
            <TableCell scope="col" align="right">
              Delivered
            </TableCell>
            <TableCell scope="col" align="right">
              Est. impressions delivered
            </TableCell>
          </TableRow>
        </TableHead>
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
