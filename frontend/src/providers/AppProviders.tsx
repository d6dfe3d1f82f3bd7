import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { DataProviders } from './DataProviders';
import { ThemeProviders } from './ThemeProviders';

/** Everything the app needs around its router: theme, data cache, toasts. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <ThemeProviders>
      <DataProviders queryClient={queryClient}>{children}</DataProviders>
    </ThemeProviders>
  );
}
