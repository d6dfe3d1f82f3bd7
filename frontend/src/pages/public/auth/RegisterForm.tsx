import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useRef, useState, type FormEvent } from 'react';
import type { RegisterRole } from '../../../api/types';
import type { Credentials } from './LoginForm';
import { RoleChoice } from './RoleChoice';
import { SubmitButton } from './SubmitButton';
import { requireFields, type FieldErrors } from './validation';

export interface Registration extends Credentials {
  role: RegisterRole;
}

interface RegisterFormProps {
  onSubmit: (values: Registration) => void;
  pending: boolean;
}

/** Username, password and Role (default Tenant); the server checks the length and format rules. */
export function RegisterForm({ onSubmit, pending }: RegisterFormProps) {
  const [values, setValues] = useState<Credentials>({ username: '', password: '' });
  const [role, setRole] = useState<RegisterRole>('tenant');
  const [errors, setErrors] = useState<FieldErrors<keyof Credentials>>({});
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = requireFields(values);
    setErrors(found);
    if (found.username) usernameRef.current?.focus();
    else if (found.password) passwordRef.current?.focus();
    else onSubmit({ username: values.username.trim(), password: values.password, role });
  };

  const change = (field: keyof Credentials) => (event: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: event.target.value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  return (
    <Stack component="form" noValidate onSubmit={handleSubmit} spacing={2.5} aria-label="Register">
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
