import Stack from '@mui/material/Stack';
import { CredentialFields } from './CredentialFields';
import { SubmitButton } from './SubmitButton';
import { useCredentialsForm, type Credentials } from './useCredentialsForm';

interface LoginFormProps {
  onSubmit: (values: Credentials) => void;
  pending: boolean;
}

/** Username + password; checks both are filled before calling onSubmit. */
export function LoginForm({ onSubmit, pending }: LoginFormProps) {
  const form = useCredentialsForm(onSubmit);

  return (
    <Stack component="form" noValidate onSubmit={form.submit} spacing={2.5} aria-label="Login">
      <CredentialFields form={form} idPrefix="login" />
      <SubmitButton label="Login" pending={pending} />
    </Stack>
  );
}
