import { useRef, useState, type ChangeEvent } from 'react';

/**
 * One text field of a form that checks it (or hears the server refuse it): its value, its error,
 * which replaces the hint and goes away on the next keystroke, and `fail` to show an error and
 * focus the field. Spread `props` on a MUI TextField.
 */
export function useCheckedField(initial = '') {
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | undefined>();
  const inputRef = useRef<HTMLInputElement>(null);
  return {
    value,
    setValue,
    error,
    fail: (message: string) => {
      setError(message);
      inputRef.current?.focus();
    },
    props: {
      value,
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
        setValue(event.target.value);
        setError(undefined);
      },
      error: Boolean(error),
      inputRef,
    },
  };
}
