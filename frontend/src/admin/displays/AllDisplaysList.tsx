import Box from '@mui/material/Box';
import { DataTable, SearchInput, SelectInput, SimpleList, TextInput } from 'react-admin';
import type { AdminDisplay } from '../../api/displays';
import { DayTime } from '../../components/DayTime';
import { ReviewStatusBadge } from '../../components/displays/ReviewStatusBadge';
import { locationTypeLabel, STATUS_OPTIONS } from '../../utils/displayLabels';
import { AllRecordsSection } from '../AllRecordsSection';
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
    <AllRecordsSection
      headingId="all-displays-heading"
      title="All Displays"
      resource={DISPLAYS_RESOURCE}
      filters={filters}
      compact={
        <SimpleList<AdminDisplay>
          rowClick="show"
          aria-label="All displays"
          primaryText={(d) => d.name}
          secondaryText={(d) => `${d.host.username} · ${d.city}, ${d.state} · ${formatCents(toCents(d.pricePerHour))} / hour`}
          tertiaryText={(d) => <ReviewStatusBadge status={d.status} />}
        />
      }
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
        <Col source="createdAt" label="Added" render={(d) => <DayTime iso={d.createdAt} />} />
      </DataTable>
    </AllRecordsSection>
  );
}
