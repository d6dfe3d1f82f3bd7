import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import type { RegisterRole } from '../../../api/session';
import { RoleChoice } from './RoleChoice';
import { SubmitButton } from './SubmitButton';
import { useCredentialsForm, type Credentials } from './useCredentialsForm';
import { PASSWORD_RULE, registrationErrors, USERNAME_RULE, type FieldErrors } from './validation';

export interface Registration extends Credentials {
  role: RegisterRole;
}

interface RegisterFormProps {
  /** Sends the registration; may resolve to the server's refusal split onto the fields. */
  onSubmit: (values: Registration) => void | Promise<FieldErrors<keyof Credentials> | void>;
  pending: boolean;
}

/**
 * Username, password and Role (default Tenant). Each field shows its rule under it
 * before anything is sent; a broken rule replaces the hint with the error (MUI links
 * it with aria-describedby and sets aria-invalid), checked on leaving the field and
 * on submit. Server refusals that name a field land under that field too.
 */
export function RegisterForm({ onSubmit, pending }: RegisterFormProps) {
  const [role, setRole] = useState<RegisterRole>('tenant');
  const { values, errors, usernameRef, passwordRef, submit, change, blur } = useCredentialsForm(async (credentials, showErrors) => {
    const fromServer = await onSubmit({ ...credentials, role });
    if (fromServer && (fromServer.username || fromServer.password)) showErrors(fromServer);
  }, registrationErrors);

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
        onBlur={blur('username')}
        error={Boolean(errors.username)}
        helperText={errors.username ?? USERNAME_RULE}
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
        onBlur={blur('password')}
        error={Boolean(errors.password)}
        helperText={errors.password ?? PASSWORD_RULE}
        inputRef={passwordRef}
      />
      <RoleChoice value={role} onChange={setRole} />
      <SubmitButton label="Register" pending={pending} />
    </Stack>
  );
}
