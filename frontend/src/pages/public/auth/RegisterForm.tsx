import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import type { RegisterRole } from '../../../api/session';
import { useCheckedField } from '../../../hooks/useCheckedField';
import { CredentialFields } from './CredentialFields';
import { RoleChoice } from './RoleChoice';
import { SubmitButton } from './SubmitButton';
import { useCredentialsForm, type Credentials } from './useCredentialsForm';
import { PASSWORD_RULE, registrationErrors, USERNAME_RULE, type FieldErrors } from './validation';

export interface Registration extends Credentials {
  role: RegisterRole;
  /** Optional (docs/notifications.md): left out when empty. */
  email?: string;
}

interface RegisterFormProps {
  /** Sends the registration; may resolve to the server's refusal split onto the fields. */
  onSubmit: (values: Registration) => void | Promise<FieldErrors<keyof Credentials | 'email'> | void>;
  pending: boolean;
}

const EMAIL_HINT = 'Optional: for notifications and password resets';

/**
 * Username, password, an optional e-mail address and Role (default Tenant). Each field shows
 * its rule under it before anything is sent; a broken rule replaces the hint with the error
 * (MUI links it with aria-describedby and sets aria-invalid), checked on leaving the field and
 * on submit. Server refusals that name a field land under that field too; the server alone
 * judges the e-mail address.
 */
export function RegisterForm({ onSubmit, pending }: RegisterFormProps) {
  const [role, setRole] = useState<RegisterRole>('tenant');
  const email = useCheckedField();
  const form = useCredentialsForm(async (credentials, showErrors) => {
    const address = email.value.trim();
    const fromServer = await onSubmit({ ...credentials, role, ...(address !== '' && { email: address }) });
    if (fromServer && (fromServer.username || fromServer.password)) showErrors(fromServer);
    else if (fromServer?.email) email.fail(fromServer.email);
  }, registrationErrors);

  return (
    <Stack component="form" noValidate onSubmit={form.submit} spacing={2.5} aria-label="Register">
      <CredentialFields form={form} idPrefix="register" newPassword rules={{ username: USERNAME_RULE, password: PASSWORD_RULE }} />
      <TextField
        id="register-email"
        name="email"
        type="email"
        label="E-mail (optional)"
        autoComplete="email"
        {...email.props}
        helperText={email.error ?? EMAIL_HINT}
      />
      <RoleChoice value={role} onChange={setRole} />
      <SubmitButton label="Register" pending={pending} />
    </Stack>
  );
}
