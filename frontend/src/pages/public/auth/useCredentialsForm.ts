import { useRef, useState, type FormEvent } from 'react';
import { requireFields, type FieldErrors } from './validation';

type Check = (values: Credentials) => FieldErrors<keyof Credentials>;

export interface Credentials {
  username: string;
  password: string;
}

/**
 * State of a username + password form: values, per-field errors, focus on the
 * first field in error, and `submit` that calls back only when `check` finds
 * nothing (by default: both filled). `blur` checks a field once it was left;
 * `showErrors` puts errors from elsewhere (the server) on the fields.
 */
export function useCredentialsForm(
  onValid: (credentials: Credentials, showErrors: (found: FieldErrors<keyof Credentials>) => void) => void,
  check: Check = requireFields,
) {
  const [values, setValues] = useState<Credentials>({ username: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors<keyof Credentials>>({});
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const showErrors = (found: FieldErrors<keyof Credentials>) => {
    setErrors(found);
    if (found.username) usernameRef.current?.focus();
    else if (found.password) passwordRef.current?.focus();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = check(values);
    showErrors(found);
    if (!found.username && !found.password) onValid({ username: values.username.trim(), password: values.password }, showErrors);
  };

  // Leaving a filled field checks it; an empty one is left alone until the form is sent.
  const blur = (field: keyof Credentials) => () => {
    if (values[field] === '') return;
    const message = check(values)[field];
    setErrors((e) => ({ ...e, [field]: message }));
  };

  const change = (field: keyof Credentials) => (event: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: event.target.value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  return { values, errors, usernameRef, passwordRef, submit, change, blur, showErrors };
}
