import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Button from '@mui/material/Button';
import { useId, useState } from 'react';
import type { AuditRecord } from '../../api/auditLog';
import { TableColumns } from '../../components/TableColumns';
import { changedRows } from './auditFilter';

/**
 * A record's changed fields, before and after, behind a disclosure button (a real button with
 * aria-expanded: react-admin's row expander is not reachable by keyboard).
 */
export function ChangeDetails({ record }: { record: AuditRecord }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  // The record id keeps each button's name unique: one entity may have several records.
  const label = `record ${record.id} (${record.entityType} ${record.entityId})`;
  return (
    <>
      <Button
        size="small"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
        aria-label={`${open ? 'Hide' : 'Show'} changes of ${label}`}
      >
        {open ? 'Hide changes' : 'Show changes'}
      </Button>
      <div id={id} hidden={!open}>
        {open && <ChangeTable record={record} />}
      </div>
    </>
  );
}

function ChangeTable({ record }: { record: AuditRecord }) {
  const rows = changedRows(record.before, record.after);
  return (
    <Table size="small" aria-label={`Changes of record ${record.id} (${record.entityType} ${record.entityId})`} sx={{ maxWidth: 640 }}>
      <TableColumns columns={['Field', 'Before', 'After']} />
      <TableBody>
        {rows.map((r) => (
          <TableRow key={r.field}>
            <TableCell component="th" scope="row" sx={{ fontFamily: 'monospace' }}>
              {r.field}
            </TableCell>
            <TableCell sx={{ overflowWrap: 'break-word' }}>{r.before}</TableCell>
            <TableCell sx={{ overflowWrap: 'break-word' }}>{r.after}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
