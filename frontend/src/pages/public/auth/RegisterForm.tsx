import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import type { RegisterRole } from '../../../api/session';
import { RoleChoice } from './RoleChoice';
import { SubmitButton } from './SubmitButton';
import { useCredentialsForm, type Credentials } from './useCredentialsForm';

export interface Registration extends Credentials {
  role: RegisterRole;
}

interface RegisterFormProps {
  onSubmit: (values: Registration) => void;
  pending: boolean;
}

/** Username, password and Role (default Tenant); the server checks the length and format rules. */
export function RegisterForm({ onSubmit, pending }: RegisterFormProps) {
  const [role, setRole] = useState<RegisterRole>('tenant');
  const { values, errors, usernameRef, passwordRef, submit, change } = useCredentialsForm((credentials) =>
    onSubmit({ ...credentials, role }),
  );

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2.5} aria-label="Register">
      <TextField
        id="register-username"
        name="username"
        label="Username"
        autoComplete="username"
        required
        value={values.username}
        onChange={change('username')}
        error={Boolean(errors.username)}
        helperText={errors.username ?? "3–32 characters: letters, digits, '.', '_' or '-'"}
        inputRef={usernameRef}
      />
      <TextField
        id="register-password"
        name="password"
        type="password"
        label="Password"
        autoComplete="new-password"
        required
        value={values.password}
        onChange={change('password')}
        error={Boolean(errors.password)}
        helperText={errors.password ?? 'At least 8 characters'}
        inputRef={passwordRef}
      />
      <RoleChoice value={role} onChange={setRole} />
      <SubmitButton label="Register" pending={pending} />
    </Stack>
  );
}
