import { useCallback } from 'react';
import { errorText } from '../api/errors';
import { useToast } from '../providers/toastContext';

interface ToastTexts {
  /** The success toast's text; its title is "Success" unless `successTitle` is given. */
  success: string;
  successTitle?: string;
  /** The error toast's text; by default the server's text. */
  failure?: string;
}

/**
 * Runs an action (a mutation) and reports it: a success toast, or an "Error"
 * toast with the server's text. Resolves to whether the action went through.
 */
export function useToastedAction() {
  const { toast } = useToast();
  return useCallback(
    async (action: () => Promise<unknown>, { success, successTitle = 'Success', failure }: ToastTexts): Promise<boolean> => {
      try {
        await action();
      } catch (error) {
        toast({ title: 'Error', description: failure ?? errorText(error), variant: 'destructive' });
        return false;
      }
      toast({ title: successTitle, description: success, variant: 'success' });
      return true;
    },
    [toast],
  );
}
