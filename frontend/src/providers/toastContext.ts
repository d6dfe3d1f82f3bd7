import { createContext, useContext } from 'react';

export type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastOptions {
  title: string;
  description?: string;
  /** 'destructive' for failures (announced assertively). */
  variant?: ToastVariant;
  /** Milliseconds before it hides itself; defaults to 5 s. */
  duration?: number;
}

export interface ToastApi {
  /** Shows a toast. At most one is shown: a new one replaces the current one. */
  toast: (options: ToastOptions) => void;
  dismiss: () => void;
}

export const ToastContext = createContext<ToastApi | null>(null);

export function useToast(): ToastApi {
  const context = useContext(ToastContext);
  if (!context) throw new Error('useToast must be used inside <ToastProvider>');
  return context;
}
