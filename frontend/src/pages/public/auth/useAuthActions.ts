import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { refusedField } from '../../../api/account';
import { errorText } from '../../../api/errors';
import { useLogin, useRegister } from '../../../api/session';
import { POST_AUTH_REDIRECT_MS } from '../../../config';
import { useToast } from '../../../providers/toastContext';
import { DASHBOARD_PATH } from '../../../navigation/paths';
import type { Credentials } from './useCredentialsForm';
import type { Registration } from './RegisterForm';
import { serverFieldErrors } from './validation';

/**
 * What the auth screen's forms do (docs/product-rules.md §12, §17): call the API, toast
 * "Success" or a destructive "Error" with the server's message, and go to
 * /dashboard about 100 ms after a success. `register` resolves to the
 * refusal's messages per field (the e-mail address's when the server names that field), for the form to show under the fields.
 */
export function useAuthActions() {
  const login = useLogin();
  const register = useRegister();
  const { toast } = useToast();
  const navigate = useNavigate();
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const run = useCallback(
    async (call: () => Promise<unknown>, successText: string) => {
      try {
        await call();
      } catch (error) {
        toast({ title: 'Error', description: errorText(error), variant: 'destructive' });
        return { error };
      }
      toast({ title: 'Success', description: successText, variant: 'success' });
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => navigate(DASHBOARD_PATH, { replace: true }), POST_AUTH_REDIRECT_MS);
      return undefined;
    },
    [navigate, toast],
  );

  const { mutateAsync: loginAsync } = login;
  const { mutateAsync: registerAsync } = register;

  return {
    pending: login.isPending || register.isPending,
    login: (values: Credentials) => run(() => loginAsync(values), 'Logged in successfully'),
    loginAsAdmin: (accessCode: string) =>
      run(() => loginAsync({ username: 'admin', password: accessCode, role: 'admin' }), 'Logged in successfully'),
    // A refusal naming a field ("Username is already taken") is also shown under that field.
    register: async (values: Registration) => {
      const failure = await run(() => registerAsync(values), 'Registered successfully');
      if (!failure) return undefined;
      // A malformed address names its field (docs/notifications.md); other refusals are told apart by their words.
      return refusedField(failure.error) === 'email' ? { email: errorText(failure.error) } : serverFieldErrors(errorText(failure.error));
    },
  };
}
