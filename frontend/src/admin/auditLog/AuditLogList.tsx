import HistoryIcon from '@mui/icons-material/History';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { Datagrid, DateInput, FunctionField, List, SelectInput, TextField, TextInput } from 'react-admin';
import type { AuditRecord } from '../../api/auditLog';
import { EmptyState } from '../../components/EmptyState';
import { PageHeader } from '../../components/PageHeader';
import { AUDIT_ACTIONS, AUDIT_ENTITY_TYPES } from './auditFilter';
import { AuditCards } from './AuditCards';
import { ChangeDetails } from './ChangeDetails';
import { actionName, actorName, recordName } from './auditLabels';
import { When } from './When';
import { AUDIT_LOG_RESOURCE } from './resource';

const choices = (pairs: readonly (readonly [string, string])[]) => pairs.map(([id, name]) => ({ id, name }));

const filters = [
  <TextInput key="actor" source="actor" label="Who (username)" alwaysOn resettable size="small" />,
  <SelectInput
    key="action"
    source="action"
    label="Action"
    choices={choices(AUDIT_ACTIONS)}
    emptyText="All actions"
    alwaysOn
    size="small"
  />,
  <SelectInput
    key="entityType"
    source="entityType"
    label="Record type"
    choices={choices(AUDIT_ENTITY_TYPES)}
    emptyText="All types"
    alwaysOn
    size="small"
  />,
  <TextInput key="entityId" source="entityId" label="Record id" alwaysOn resettable size="small" />,
  <DateInput key="from" source="from" label="From day" alwaysOn size="small" />,
  <DateInput key="to" source="to" label="To day (included)" alwaysOn size="small" />,
];

/**
 * The audit log (GET /api/admin/audit-log, docs/accounts.md "Audit log"): who changed what and when,
 * from which address, newest first, with filters; each record shows its fields before and after on
 * demand. Below the md breakpoint the records are cards that fit a phone.
 */
export function AuditLogList() {
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const empty = <EmptyState icon={<HistoryIcon />} title="No Records" text="Nothing matches these filters." headingLevel="p" />;
  return (
    <>
      <PageHeader
        title="Audit Log"
        subtitle="Every admin action and every change of price or schedule, newest first. “Show changes” lists each changed field before and after."
      />
      <List<AuditRecord>
        resource={AUDIT_LOG_RESOURCE}
        sort={{ field: 'at', order: 'DESC' }}
        perPage={25}
        title={false}
        actions={false}
        filters={filters}
        empty={false}
        sx={{ '& .RaList-main': { minWidth: 0 }, '& .RaList-content': { overflowX: 'auto' } }}
      >
        {narrow ? (
          <AuditCards empty={empty} />
        ) : (
          <Datagrid bulkActionButtons={false} rowClick={false} aria-label="Audit log" empty={empty}>
            <FunctionField<AuditRecord> label="When" sortBy="at" render={(r) => <When iso={r.at} />} />
            <FunctionField<AuditRecord> label="Who" sortBy="actor" render={actorName} />
            <FunctionField<AuditRecord> label="Action" sortBy="action" render={actionName} />
            <FunctionField<AuditRecord> label="Record" sortBy="entityType" render={recordName} />
            <TextField source="address" label="Address" sortable={false} />
            <FunctionField<AuditRecord> label="Changes" sortable={false} render={(r) => <ChangeDetails record={r} />} />
          </Datagrid>
        )}
      </List>
    </>
  );
}
