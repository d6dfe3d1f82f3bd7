import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

/** A column: its heading, right-aligned when the column holds figures. */
export type TableColumn = string | { label: string; numeric: true };

/**
 * A table's head: one header cell per column with `scope="col"`, so a screen reader names each
 * body cell by its column. Used by the small read-only tables (per tenant, per screen, per field).
 */
export function TableColumns({ columns }: { columns: readonly TableColumn[] }) {
  return (
    <TableHead>
      <TableRow>
        {columns.map((column) => {
          const { label, numeric } = typeof column === 'string' ? { label: column, numeric: false } : column;
          return (
            <TableCell key={label} scope="col" align={numeric ? 'right' : undefined}>
              {label}
            </TableCell>
          );
        })}
      </TableRow>
    </TableHead>
  );
}
