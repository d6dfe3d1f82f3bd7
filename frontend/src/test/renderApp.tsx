import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { AppProviders } from '../providers/AppProviders';
import { createQueryClient } from '../providers/queryClient';
import { AppRoutes } from '../routes/AppRoutes';

function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search}</div>;
}

/** Renders the whole app (providers + routes) at a path, with a fresh cache. */
export function renderApp(path = '/') {
  const queryClient = createQueryClient();
  const user = userEvent.setup({ delay: null });
  const view = render(
    <AppProviders queryClient={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <LocationProbe />
      </MemoryRouter>
    </AppProviders>,
  );
  const location = () => view.getByTestId('location').textContent;
  return { ...view, user, queryClient, location };
}
