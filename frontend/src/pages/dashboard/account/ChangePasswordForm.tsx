import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useRef, useState, type FormEvent } from 'react';
import { refusedField, useChangePassword } from '../../../api/account';
import { ApiError, errorText } from '../../../api/errors';
import { useToast } from '../../../providers/toastContext';
import { PASSWORD_RULE, passwordRuleError } from '../../public/auth/validation';

type Field = 'currentPassword' | 'newPassword';
type Errors = Partial<Record<Field, string>>;

/** The form's own checks: the current password given, the new one within the registration rule. */
function check(current: string, next: string): Errors {
  const errors: Errors = {};
  if (current === '') errors.currentPassword = 'Current password is required';
  const rule = next === '' ? 'New password is required' : passwordRuleError(next);
  if (rule) errors.newPassword = rule;
  return errors;
}

/**
 * Change password (docs/notifications.md): the current password and a new one (the registration rule).
 * Every other session of the account ends; this one stays signed in.
 */
export function ChangePasswordForm() {
  const change = useChangePassword();
  const { toast } = useToast();
  const [values, setValues] = useState({ currentPassword: '', newPassword: '' });
  const [errors, setErrors] = useState<Errors>({});
  const refs = { currentPassword: useRef<HTMLInputElement>(null), newPassword: useRef<HTMLInputElement>(null) };

  const show = (found: Errors) => {
    setErrors(found);
    const first = (['currentPassword', 'newPassword'] as const).find((field) => found[field]);
    if (first) refs[first].current?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = check(values.currentPassword, values.newPassword);
    show(found);
    if (found.currentPassword || found.newPassword) return;
    try {
      await change.mutateAsync(values);
    } catch (failure) {
      // A wrong current password names its field; any other 400 is about the new one.
      if (failure instanceof ApiError && failure.status === 400)
        show(refusedField(failure) === 'currentPassword' ? { currentPassword: errorText(failure) } : { newPassword: errorText(failure) });
      else toast({ title: 'Error', description: errorText(failure), variant: 'destructive' });
      return;
    }
    setValues({ currentPassword: '', newPassword: '' });
    toast({ title: 'Password changed', description: 'Your other sessions have been signed out.', variant: 'success' });
  };

  const field = (name: Field, label: string, autoComplete: string, hint?: string) => (
    <TextField
      id={`account-${name}`}
      name={name}
      type="password"
      label={label}
      autoComplete={autoComplete}
      required
      value={values[name]}
      onChange={(event) => {
        setValues((current) => ({ ...current, [name]: event.target.value }));
        if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
      }}
      error={Boolean(errors[name])}
      helperText={errors[name] ?? hint}
      inputRef={refs[name]}
    />
  );

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Change password" sx={{ display: 'grid', gap: 2, maxWidth: 480 }}>
      {field('currentPassword', 'Current password', 'current-password')}
      {field('newPassword', 'New password', 'new-password', PASSWORD_RULE)}
      <Box>
        <Button type="submit" variant="contained" disabled={change.isPending}>
          Change password
        </Button>
      </Box>
    </Box>
  );
}
