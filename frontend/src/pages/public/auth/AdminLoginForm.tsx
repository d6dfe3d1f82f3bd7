import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useRef, useState, type FormEvent } from 'react';
import { SubmitButton } from './SubmitButton';
import { requireFields } from './validation';

interface AdminLoginFormProps {
  onSubmit: (accessCode: string) => void;
  pending: boolean;
}

/** Admin mode (docs/product-rules.md §12): one password field, "Admin Access Code", and "Login as Admin". */
export function AdminLoginForm({ onSubmit, pending }: AdminLoginFormProps) {
  const [accessCode, setAccessCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const inputRef = useRef<HTMLInputElement>(null);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = requireFields({ accessCode }).accessCode;
    setError(found);
    if (found) inputRef.current?.focus();
    else onSubmit(accessCode);
  };

  return (
    <Stack component="form" noValidate onSubmit={handleSubmit} spacing={2.5} aria-label="Admin login">
      <TextField
        id="admin-access-code"
        name="accessCode"
        type="password"
        label="Admin Access Code"
        placeholder="Enter admin access code"
        autoComplete="current-password"
        required
        value={accessCode}
        onChange={(event) => {
          setAccessCode(event.target.value);
          if (error) setError(undefined);
        }}
        error={Boolean(error)}
        helperText={error}
        inputRef={inputRef}
      />
      <SubmitButton label="Login as Admin" pending={pending} />
    </Stack>
  );
}
