import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactElement, ReactNode } from 'react';
import { List } from 'react-admin';

interface AllRecordsSectionProps {
  /** The heading's id (the section is labelled by it). */
  headingId: string;
  title: string;
  resource: string;
  /** react-admin filter inputs, shown above the table. */
  filters: ReactElement[];
  /** The DataTable. */
  children: ReactNode;
}

/**
 * The "All …" section of a review page: an h2 and a react-admin list of every record, newest
 * first, ten a page, its filters always shown; the URL keeps the state. A wide table scrolls.
 */
export function AllRecordsSection({ headingId, title, resource, filters, children }: AllRecordsSectionProps) {
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.35rem' }}>
        {title}
      </Typography>
      <List
        resource={resource}
        title={false}
        actions={false}
        filters={filters}
        sort={{ field: 'createdAt', order: 'DESC' }}
        perPage={10}
        empty={false}
        sx={{ '& .RaList-main': { minWidth: 0 }, '& .RaList-content': { borderRadius: '14px', overflowX: 'auto' } }}
      >
        {children}
      </List>
    </Box>
  );
}
