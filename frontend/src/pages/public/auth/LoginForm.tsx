import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { SubmitButton } from './SubmitButton';
import { useCredentialsForm, type Credentials } from './useCredentialsForm';

interface LoginFormProps {
  onSubmit: (values: Credentials) => void;
  pending: boolean;
}

/** Username + password; checks both are filled before calling onSubmit. */
export function LoginForm({ onSubmit, pending }: LoginFormProps) {
  const { values, errors, usernameRef, passwordRef, submit, change } = useCredentialsForm(onSubmit);

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2.5} aria-label="Login">
      <TextField
        id="login-username"
        name="username"
        label="Username"
        autoComplete="username"
        required
        value={values.username}
        onChange={change('username')}
        error={Boolean(errors.username)}
        helperText={errors.username}
        inputRef={usernameRef}
      />
      <TextField
        id="login-password"
        name="password"
        type="password"
        label="Password"
        autoComplete="current-password"
        required
        value={values.password}
        onChange={change('password')}
        error={Boolean(errors.password)}
        helperText={errors.password}
        inputRef={passwordRef}
      />
      <SubmitButton label="Login" pending={pending} />
    </Stack>
  );
}
