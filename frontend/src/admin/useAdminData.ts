import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { CURRENT_USER_KEY } from '../api/session';
import type { AdminDataProvider } from './dataProvider';

/** The back office's data provider with its custom methods. */
export const useAdminDataProvider = () => useDataProvider<AdminDataProvider>();

/**
 * An admin action through the data provider (approve, confirm, paid, delete).
 * Once it has settled, every back-office read reloads before the returned
 * promise settles: what is on screen is read again (as react-admin's
 * useRefresh does), and what is not is dropped, since react-admin copies list
 * rows into its per-record cache only where it holds none, which would mark an
 * outdated record fresh again. The session is left alone.
 */
export function useAdminAction<Variables>(action: (dp: AdminDataProvider, variables: Variables) => Promise<unknown>) {
  const dataProvider = useAdminDataProvider();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: Variables) => action(dataProvider, variables),
    onSettled: () => {
      const notSession = { predicate: ({ queryKey }: { queryKey: readonly unknown[] }) => queryKey[0] !== CURRENT_USER_KEY[0] };
      queryClient.removeQueries({ ...notSession, type: 'inactive' });
      return queryClient.invalidateQueries(notSession);
    },
  });
}
