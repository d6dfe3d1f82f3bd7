import TextField from '@mui/material/TextField';
import type { Ref } from 'react';
import type { Credentials, useCredentialsForm } from './useCredentialsForm';

interface CredentialFieldsProps {
  form: ReturnType<typeof useCredentialsForm>;
  /** Prefix of the inputs' ids: "login" → login-username, login-password. */
  idPrefix: string;
  /** Registration: the password manager offers a new password. */
  newPassword?: boolean;
  /** Registration: each field's rule, shown under it until broken; a field is checked on leaving it. */
  rules?: Record<keyof Credentials, string>;
}

/** The Username and Password fields of the login and registration forms, wired to useCredentialsForm. */
export function CredentialFields({ form, idPrefix, newPassword = false, rules }: CredentialFieldsProps) {
  const { values, errors, usernameRef, passwordRef, change, blur } = form;
  const field = (name: keyof Credentials, label: string, autoComplete: string, inputRef: Ref<HTMLInputElement>, type?: 'password') => (
    <TextField
      id={`${idPrefix}-${name}`}
      name={name}
      type={type}
      label={label}
      autoComplete={autoComplete}
      required
      value={values[name]}
      onChange={change(name)}
      onBlur={rules ? blur(name) : undefined}
      error={Boolean(errors[name])}
      helperText={errors[name] ?? rules?.[name]}
      inputRef={inputRef}
    />
  );
  return (
    <>
      {field('username', 'Username', 'username', usernameRef)}
      {field('password', 'Password', newPassword ? 'new-password' : 'current-password', passwordRef, 'password')}
    </>
  );
}
