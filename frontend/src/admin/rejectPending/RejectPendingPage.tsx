import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import EventBusyIcon from '@mui/icons-material/EventBusyOutlined';
import { useState } from 'react';
import { useGetList } from 'react-admin';
import type { BookingGroup } from '../../api/bookings';
import { EmptyState } from '../../components/EmptyState';
import { LoadingScreen } from '../../components/LoadingScreen';
import { PageHeader } from '../../components/PageHeader';
import { TableColumns, type TableColumn } from '../../components/TableColumns';
import { useToastedAction } from '../../hooks/useToastedAction';
import { formatCents, toCents } from '../../utils/money';
import { countOf } from '../../utils/plural';
import { BOOKING_GROUPS_RESOURCE, BOOKING_LIST_QUERY_OPTIONS } from '../bookings/resource';
import { QueryLoadError } from '../../components/QueryLoadError';
import { RejectReviewDialog } from '../RejectReviewDialog';
import { useAdminAction } from '../useAdminData';
import { tenantsPending, type TenantPending } from './tenantsPending';

const COLUMNS: readonly TableColumn[] = [
  'Tenant',
  { label: 'Groups', numeric: true },
  { label: 'Dates', numeric: true },
  { label: 'Total', numeric: true },
  'Action',
];

/**
 * Bulk rejection (POST /api/admin/tenants/{tenantId}/pending-bookings/reject): every pending
 * booking group of one tenant at once, with one note, e.g. after a campaign booked by mistake.
 * Reads the pending groups (the first 1,000) and totals them per tenant.
 */
export function RejectPendingPage() {
  const pending = useGetList<BookingGroup>(
    BOOKING_GROUPS_RESOURCE,
    { filter: { status: 'pending' }, pagination: { page: 1, perPage: 1000 }, sort: { field: 'createdAt', order: 'ASC' } },
    BOOKING_LIST_QUERY_OPTIONS,
  );
  const reject = useAdminAction((dp, { tenantId, note }: { tenantId: number; note: string }) =>
    dp.rejectTenantPending(tenantId, note.trim() || undefined),
  );
  const run = useToastedAction();
  const [target, setTarget] = useState<TenantPending | null>(null);
  const rows = pending.data ? tenantsPending(pending.data, toCents) : [];

  let content;
  if (pending.error) content = <QueryLoadError title="Failed to load pending bookings" query={pending} />;
  else if (!pending.data) content = <LoadingScreen label="Loading pending bookings" fullHeight={false} />;
  else if (rows.length === 0)
    content = <EmptyState icon={<EventBusyIcon />} title="Nothing pending" text="No tenant has a booking waiting for review." />;
  else
    content = (
      <Paper variant="outlined">
        <Table aria-label="Pending bookings by tenant">
          <TableColumns columns={COLUMNS} />
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.tenantId}>
                <TableCell component="th" scope="row">
                  {row.username}
                </TableCell>
                <TableCell align="right">{row.groups}</TableCell>
                <TableCell align="right">{row.dates}</TableCell>
                <TableCell align="right">{formatCents(row.totalCents)}</TableCell>
                <TableCell>
                  <Button
                    color="error"
                    variant="outlined"
                    size="small"
                    onClick={() => setTarget(row)}
                    aria-label={`Reject all pending bookings of ${row.username}`}
                  >
                    Reject all pending
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Paper>
    );

  return (
    <>
      <PageHeader
        title="Reject Pending Bookings"
        subtitle="Reject every pending booking of one tenant at once, with one note; their hours are freed."
      />
      {content}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        To reject one request, use Booking Requests; a campaign, use Campaigns.
      </Typography>
      <RejectReviewDialog
        title="Reject all pending bookings"
        item={target}
        describe={(row) => `Reject ${countOf(row.groups, 'pending booking group')} of ${row.username}? The tenant sees your note on each.`}
        owner="tenant"
        pending={reject.isPending}
        onCancel={() => setTarget(null)}
        onConfirm={(note) => {
          if (!target) return;
          void run(() => reject.mutateAsync({ tenantId: target.tenantId, note }), {
            success: `Rejected the pending bookings of ${target.username}.`,
          }).then(() => setTarget(null));
        }}
      />
    </>
  );
}
