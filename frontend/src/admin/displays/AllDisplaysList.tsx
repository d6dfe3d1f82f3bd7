import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { format } from 'date-fns';
import { DataTable, List, SearchInput, SelectInput, TextInput } from 'react-admin';
import type { AdminDisplay } from '../../api/displays';
import { ReviewStatusBadge } from '../../components/displays/ReviewStatusBadge';
import { locationTypeLabel, STATUS_OPTIONS } from '../../utils/displayLabels';

import { DISPLAYS_RESOURCE } from './resource';
import { formatCents, toCents } from '../../utils/money';

const STATUS_CHOICES = STATUS_OPTIONS.map(({ value, label }) => ({ id: value, name: label }));

const filters = [
  <SearchInput
    key="q"
    source="q"
    placeholder="Search name or city"
    alwaysOn
    size="small"
    inputProps={{ 'aria-label': 'Search name or city' }}
  />,
  <SelectInput key="status" source="status" label="Status" choices={STATUS_CHOICES} emptyText="All statuses" alwaysOn size="small" />,
  <TextInput key="city" source="city" label="City" alwaysOn resettable size="small" />,
];

const Col = DataTable.Col<AdminDisplay>;

/**
 * Every display (react-admin list on /api/admin/displays): search by name or
 * city, filter by status and city, sort by column, paginate; a row opens the
 * display's page. The URL keeps the state.
 */
export function AllDisplaysList() {
  return (
    <Box component="section" aria-labelledby="all-displays-heading">
      <Typography id="all-displays-heading" variant="h2" sx={{ fontSize: '1.35rem' }}>
        All Displays
      </Typography>
      <List<AdminDisplay>
        resource={DISPLAYS_RESOURCE}
        title={false}
        actions={false}
        filters={filters}
        sort={{ field: 'createdAt', order: 'DESC' }}
        perPage={10}
        empty={false}
        sx={{ '& .RaList-content': { borderRadius: '14px' } }}
      >
        <DataTable<AdminDisplay> rowClick="show" bulkActionButtons={false} size="small" aria-label="All displays">
          <Col source="name" label="Name" render={(d) => <Box sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{d.name}</Box>} />
          <Col source="host.username" label="Host" disableSort />
          <Col source="city" label="City" />
          <Col source="state" label="State" />
          <Col source="pricePerHour" label="Price / hour" render={(d) => formatCents(toCents(d.pricePerHour))} />
          <Col source="locationType" label="Type" render={(d) => locationTypeLabel(d.locationType)} />
          <Col source="isMobile" label="Mobile" render={(d) => (d.isMobile ? 'Yes' : 'No')} />
          <Col source="status" label="Status" render={(d) => <ReviewStatusBadge status={d.status} />} />
          <Col
            source="createdAt"
            label="Added"
            render={(d) => <time dateTime={d.createdAt}>{format(new Date(d.createdAt), 'MMM dd, yyyy')}</time>}
          />
        </DataTable>
      </List>
    </Box>
  );
}
