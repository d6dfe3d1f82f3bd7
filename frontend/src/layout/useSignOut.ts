import { useCallback } from 'react';
import { useLogout } from '../api/session';
import { useToast } from '../providers/toastContext';

/**
 * The Logout button's action (docs/product-rules.md §17): "Success" / "Logged out successfully";
 * a failed logout shows nothing and is only logged. Once the session is gone
 * the route rules send the visitor to /login.
 */
export function useSignOut() {
  const logout = useLogout();
  const { mutateAsync } = logout;
  const { toast } = useToast();

  const signOut = useCallback(async () => {
    try {
      await mutateAsync();
      toast({ title: 'Success', description: 'Logged out successfully', variant: 'success' });
    } catch (error) {
      console.error('Logout failed', error);
    }
  }, [mutateAsync, toast]);

  return { signOut, pending: logout.isPending };
}
