import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorText } from '../../../api/errors';
import { useLogin, useRegister } from '../../../api/session';
import { POST_AUTH_REDIRECT_MS } from '../../../config';
import { useToast } from '../../../providers/toastContext';
import { DASHBOARD_PATH } from '../../../routes/paths';
import type { Credentials } from './useCredentialsForm';
import type { Registration } from './RegisterForm';

/**
 * What the auth screen's forms do (docs/product-rules.md §12, §17): call the API, toast
 * "Success" or a destructive "Error" with the server's message, and go to
 * /dashboard about 100 ms after a success.
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
        return;
      }
      toast({ title: 'Success', description: successText, variant: 'success' });
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => navigate(DASHBOARD_PATH, { replace: true }), POST_AUTH_REDIRECT_MS);
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
    register: (values: Registration) => run(() => registerAsync(values), 'Registered successfully'),
  };
}
