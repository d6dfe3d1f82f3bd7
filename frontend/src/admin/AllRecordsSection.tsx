import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
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
  /** The same records as a one-column list (react-admin's SimpleList), for narrow screens. */
  compact: ReactNode;
}

/**
 * The "All …" section of a review page: an h2 and a react-admin list of every record, newest
 * first, ten a page, its filters always shown; the URL keeps the state. Below the md breakpoint
 * (a phone, a small tablet) the records are a one-column list that fits the screen; on a wider
 * one that is still too narrow for the table, the table scrolls inside its box.
 */
export function AllRecordsSection({ headingId, title, resource, filters, children, compact }: AllRecordsSectionProps) {
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
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
        {narrow ? compact : children}
      </List>
    </Box>
  );
}
