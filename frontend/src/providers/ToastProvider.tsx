import Alert, { type AlertColor } from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import { useCallback, useMemo, useRef, useState, type ReactNode, type SyntheticEvent } from 'react';
import { ToastContext, type ToastApi, type ToastOptions, type ToastVariant } from './toastContext';

export const DEFAULT_TOAST_DURATION = 5000;

const SEVERITY: Record<ToastVariant, AlertColor> = {
  default: 'info',
  success: 'success',
  destructive: 'error',
};

interface ToastState {
  id: number;
  options: ToastOptions;
  open: boolean;
}

/**
 * Toasts (docs/product-rules.md §18: at most one at a time). The single Snackbar is keyed by the
 * toast id, so a new toast replaces the current one at once instead of
 * stacking. Failures use role="alert", everything else role="status".
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<ToastState | null>(null);
  const lastId = useRef(0);

  const toast = useCallback((options: ToastOptions) => {
    lastId.current += 1;
    setState({ id: lastId.current, options, open: true });
  }, []);

  const dismiss = useCallback(() => {
    setState((current) => (current ? { ...current, open: false } : current));
  }, []);

  const api = useMemo<ToastApi>(() => ({ toast, dismiss }), [toast, dismiss]);

  const handleClose = (_event: Event | SyntheticEvent, reason?: SnackbarCloseReason) => {
    if (reason === 'clickaway') return;
    dismiss();
  };

  const current = state;
  const variant = current?.options.variant ?? 'default';
  const destructive = variant === 'destructive';

  return (
    <ToastContext.Provider value={api}>
      {children}
      {current && (
        <Snackbar
          key={current.id}
          open={current.open}
          autoHideDuration={current.options.duration ?? DEFAULT_TOAST_DURATION}
          onClose={handleClose}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          slotProps={{
            transition: {
              onExited: () => setState((s) => (s?.id === current.id ? null : s)),
            },
          }}
        >
          <Alert
            role={destructive ? 'alert' : 'status'}
            aria-live={destructive ? 'assertive' : 'polite'}
            aria-atomic="true"
            severity={SEVERITY[variant]}
            onClose={dismiss}
            closeText="Dismiss notification"
            sx={{ width: '100%', minWidth: { sm: 340 }, maxWidth: 440, boxShadow: 4 }}
          >
            <AlertTitle sx={{ fontWeight: 700 }}>{current.options.title}</AlertTitle>
            {current.options.description}
          </Alert>
        </Snackbar>
      )}
    </ToastContext.Provider>
  );
}
