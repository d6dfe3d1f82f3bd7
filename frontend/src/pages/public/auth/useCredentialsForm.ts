import { useRef, useState, type FormEvent } from 'react';
import { requireFields, type FieldErrors } from './validation';

export interface Credentials {
  username: string;
  password: string;
}

/**
 * State of a username + password form: values, required-field errors, focus on
 * the first empty field, and `submit` that calls back only with both filled.
 */
export function useCredentialsForm(onValid: (credentials: Credentials) => void) {
  const [values, setValues] = useState<Credentials>({ username: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors<keyof Credentials>>({});
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = requireFields(values);
    setErrors(found);
    if (found.username) usernameRef.current?.focus();
    else if (found.password) passwordRef.current?.focus();
    else onValid({ username: values.username.trim(), password: values.password });
  };

  const change = (field: keyof Credentials) => (event: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: event.target.value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  return { values, errors, usernameRef, passwordRef, submit, change };
}
