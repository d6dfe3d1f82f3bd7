import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '../providers/AppProviders';
import { createQueryClient } from '../providers/queryClient';

/** Renders one page component (not the whole app) with the providers and a router, on a fresh cache. */
export function renderPage(page: ReactElement) {
  const queryClient = createQueryClient();
  const user = userEvent.setup({ delay: null });
  const view = render(
    <AppProviders queryClient={queryClient}>
      <MemoryRouter>{page}</MemoryRouter>
    </AppProviders>,
  );
  return { ...view, user, queryClient };
}
