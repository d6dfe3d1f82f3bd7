import { Create, PasswordInput, SimpleForm, TextInput, maxLength, minLength, regex, required, useNotify, useRedirect } from 'react-admin';
import type { AdminAccount } from '../../api/auditLog';
import { PageHeader } from '../../components/PageHeader';
import { ADMINS_RESOURCE } from './resource';

const USERNAME = [
  required('Username is required'),
  minLength(3, 'Username must be 3 to 32 characters long'),
  maxLength(32, 'Username must be 3 to 32 characters long'),
  regex(/^\s*[A-Za-z0-9._-]+\s*$/, "Username may contain only letters, digits, '.', '_' and '-'"),
];
const PASSWORD = [
  required('Password is required'),
  minLength(8, 'Password must be 8 to 128 characters long'),
  maxLength(128, 'Password must be 8 to 128 characters long'),
];

/**
 * Adds an admin (POST /api/admin/admins): the same username and password rules as registration,
 * checked here for speed and by the server for truth (a taken name is the server's 409 message).
 */
export function AdminCreate() {
  const notify = useNotify();
  const redirect = useRedirect();
  const onSuccess = (admin: AdminAccount) => {
    notify(`Admin ${admin.username} added. They sign in on the Login tab.`, { type: 'success' });
    redirect('list', ADMINS_RESOURCE);
  };
  return (
    <>
      <PageHeader title="Add Admin" subtitle="The new admin signs in on the normal Login tab with this username and password." />
      <Create resource={ADMINS_RESOURCE} title={false} mutationOptions={{ onSuccess }}>
        <SimpleForm>
          <TextInput source="username" label="Username" validate={USERNAME} autoComplete="off" />
          <PasswordInput source="password" label="Password" validate={PASSWORD} autoComplete="new-password" />
        </SimpleForm>
      </Create>
    </>
  );
}
