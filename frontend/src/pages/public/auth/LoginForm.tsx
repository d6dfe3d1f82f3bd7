import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useRef, useState, type FormEvent } from 'react';
import { SubmitButton } from './SubmitButton';
import { requireFields, type FieldErrors } from './validation';

export interface Credentials {
  username: string;
  password: string;
}

interface LoginFormProps {
  onSubmit: (values: Credentials) => void;
  pending: boolean;
}

/** Username + password; checks both are filled before calling onSubmit. */
export function LoginForm({ onSubmit, pending }: LoginFormProps) {
  const [values, setValues] = useState<Credentials>({ username: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors<keyof Credentials>>({});
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = requireFields(values);
    setErrors(found);
    if (found.username) usernameRef.current?.focus();
    else if (found.password) passwordRef.current?.focus();
    else onSubmit({ username: values.username.trim(), password: values.password });
  };

  const change = (field: keyof Credentials) => (event: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: event.target.value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  return (
    <Stack component="form" noValidate onSubmit={handleSubmit} spacing={2.5} aria-label="Login">
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
