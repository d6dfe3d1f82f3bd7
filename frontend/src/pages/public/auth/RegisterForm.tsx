import Stack from '@mui/material/Stack';
import { useState } from 'react';
import type { RegisterRole } from '../../../api/session';
import { CredentialFields } from './CredentialFields';
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
  const form = useCredentialsForm(async (credentials, showErrors) => {
    const fromServer = await onSubmit({ ...credentials, role });
    if (fromServer && (fromServer.username || fromServer.password)) showErrors(fromServer);
  }, registrationErrors);

  return (
    <Stack component="form" noValidate onSubmit={form.submit} spacing={2.5} aria-label="Register">
      <CredentialFields form={form} idPrefix="register" newPassword rules={{ username: USERNAME_RULE, password: PASSWORD_RULE }} />
      <RoleChoice value={role} onChange={setRole} />
      <SubmitButton label="Register" pending={pending} />
    </Stack>
  );
}
