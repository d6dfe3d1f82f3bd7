import AdminIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { Datagrid, FunctionField, List, TextField } from 'react-admin';
import type { AdminAccount } from '../../api/auditLog';
import { DayTime } from '../../components/DayTime';
import { EmptyState } from '../../components/EmptyState';
import { PageHeader } from '../../components/PageHeader';
import { ADMIN_ADD_ADMIN_PATH } from '../../navigation/paths';
import { ADMINS_RESOURCE } from './resource';

/** The admin accounts (GET /api/admin/admins, docs/accounts.md "Several admins"), and the way to add one. */
export function AdminList() {
  return (
    <>
      <PageHeader
        title="Admins"
        subtitle="Each admin signs in with its own username and password; the access code stays with “admin”."
        actions={
          <Button component={RouterLink} to={ADMIN_ADD_ADMIN_PATH} variant="contained">
            Add admin
          </Button>
        }
      />
      <List<AdminAccount>
        resource={ADMINS_RESOURCE}
        sort={{ field: 'id', order: 'ASC' }}
        perPage={25}
        title={false}
        actions={false}
        empty={<EmptyState icon={<AdminIcon />} title="No Admins" text="Only the access code's admin so far." headingLevel="h2" />}
      >
        <Datagrid bulkActionButtons={false} rowClick={false} aria-label="Admins">
          <TextField source="username" label="Username" />
          <FunctionField<AdminAccount>
            label="Signs in with"
            sortable={false}
            render={(a) => (a.bootstrap ? 'Access code' : 'Own password')}
          />
          <FunctionField<AdminAccount> label="Added" sortBy="createdAt" render={(a) => <DayTime iso={a.createdAt} />} />
        </Datagrid>
      </List>
    </>
  );
}
