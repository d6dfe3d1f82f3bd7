import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { as, mainNav } from '../test/appHelpers';
import { mockApi, signedInAs, signedOut } from '../test/mockApi';
import { renderApp } from '../test/renderApp';

describe('Logout', () => {
  it('posts /api/logout, toasts "Logged out successfully" and ends on /login', async () => {
    let signedIn = true;
    const api = mockApi({
      'GET /api/user': () => (signedIn ? signedInAs('host', 'hal') : signedOut),
      'POST /api/logout': () => {
        signedIn = false;
        return { body: { message: 'Logged out successfully' } };
      },
    });
    const { user, location } = renderApp('/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Logout' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Logged out successfully');
    expect(await screen.findByRole('tab', { name: 'Login' })).toBeInTheDocument();
    expect(location()).toBe('/login');
    expect(api.callsTo('POST /api/logout')).toHaveLength(1);
    expect(api.callsTo('POST /api/logout')[0].body).toBeUndefined();
  });

  it('works from the admin back office too', async () => {
    let signedIn = true;
    mockApi({
      'GET /api/user': () => (signedIn ? signedInAs('admin', 'admin') : signedOut),
      'POST /api/logout': () => {
        signedIn = false;
        return { body: { message: 'Logged out successfully' } };
      },
    });
    const { user, location } = renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'Welcome, Admin' }, { timeout: 10000 });
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Logged out successfully')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/login'));
  });

  it('a failed logout shows nothing and is only logged', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApi({
      'GET /api/user': signedInAs('host', 'hal'),
      'POST /api/logout': { status: 500, body: 'boom' },
    });
    const { user, location } = renderApp('/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(consoleError).toHaveBeenCalled());
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(location()).toBe('/dashboard');
  });
});

describe('Session cache', () => {
  it('reads /api/user once and keeps it while navigating', async () => {
    const api = as('tenant', 'ana');
    const { user } = renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'Welcome back, ana!' });
    await user.click(within(mainNav()).getByRole('link', { name: 'Ad Creatives' }));
    await user.click(within(mainNav()).getByRole('link', { name: 'Analytics' }));
    await user.click(within(mainNav()).getByRole('link', { name: 'Dashboard' }));
    await screen.findByRole('heading', { name: 'Welcome back, ana!' });
    expect(api.callsTo('GET /api/user')).toHaveLength(1);
    expect(api.calls[0].credentials).toBe('include');
  });
});
