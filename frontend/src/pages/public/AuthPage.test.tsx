import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, signedInAs, signedOut } from '../../test/mockApi';
import { renderApp } from '../../test/renderApp';

async function openAuth(path = '/login', routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({ 'GET /api/user': signedOut, ...routes });
  const app = renderApp(path);
  await screen.findByRole('tab', { name: 'Login' });
  return { ...app, api };
}

describe('AuthPage: modes', () => {
  it('/login opens the Login tab with username, password and a Login button', async () => {
    await openAuth('/login');
    expect(screen.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Register' })).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('textbox', { name: 'Username' })).toBeRequired();
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Login' })).toHaveAttribute('type', 'submit');
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
  });

  it('/register opens the Register tab; Role defaults to Tenant', async () => {
    await openAuth('/register');
    expect(screen.getByRole('tab', { name: 'Register' })).toHaveAttribute('aria-selected', 'true');
    const role = screen.getByRole('radiogroup', { name: 'Role' });
    expect(within(role).getByRole('radio', { name: 'Tenant' })).toBeChecked();
    expect(within(role).getByRole('radio', { name: 'Host' })).not.toBeChecked();
    expect(within(role).getAllByRole('radio')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Register' })).toBeInTheDocument();
  });

  it('switching tabs switches the form and the URL', async () => {
    const { user, location } = await openAuth('/login');
    await user.click(screen.getByRole('tab', { name: 'Register' }));
    expect(screen.getByRole('radio', { name: 'Tenant' })).toBeChecked();
    expect(location()).toBe('/register');
    await user.click(screen.getByRole('tab', { name: 'Login' }));
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(location()).toBe('/login');
  });

  it('"Admin Access" switches to one "Admin Access Code" field and "Login as Admin", and back', async () => {
    const { user } = await openAuth('/login');
    await user.click(screen.getByRole('button', { name: 'Admin Access' }));

    const code = screen.getByLabelText(/^Admin Access Code/);
    expect(code).toHaveAttribute('type', 'password');
    expect(code).toHaveAttribute('placeholder', 'Enter admin access code');
    expect(screen.getByRole('button', { name: 'Login as Admin' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Username' })).not.toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(document.querySelectorAll('input:not([type=hidden])')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Admin Access' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Back to User Login' }));
    expect(screen.getByRole('textbox', { name: 'Username' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Admin Access Code/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Admin Access' })).toBeInTheDocument();
  });
});

describe('AuthPage: required fields', () => {
  it('login: both fields are required and nothing is sent', async () => {
    const { user, api } = await openAuth('/login');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByText('Username is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveFocus();

    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'demo-host');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.queryByText('Username is required')).not.toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(api.callsTo('POST /api/login')).toHaveLength(0);
  });

  it('register: both fields are required and nothing is sent', async () => {
    const { user, api } = await openAuth('/register');
    await user.type(screen.getByLabelText(/^Password/), 'long-enough');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByText('Username is required')).toBeInTheDocument();
    expect(screen.queryByText('Password is required')).not.toBeInTheDocument();
    expect(api.callsTo('POST /api/register')).toHaveLength(0);
  });

  it('admin: the access code is required', async () => {
    const { user, api } = await openAuth('/login');
    await user.click(screen.getByRole('button', { name: 'Admin Access' }));
    await user.click(screen.getByRole('button', { name: 'Login as Admin' }));
    expect(screen.getByText('Admin access code is required')).toBeInTheDocument();
    expect(api.callsTo('POST /api/login')).toHaveLength(0);
  });
});

describe('AuthPage: submitting', () => {
  it('login success: sends the credentials, toasts "Logged in successfully", lands on /dashboard', async () => {
    let signedIn = false;
    const { user, api, location } = await openAuth('/login', {
      'GET /api/user': () => (signedIn ? signedInAs('host', 'demo-host') : signedOut),
      'POST /api/login': () => {
        signedIn = true;
        return { body: { user: { id: 1, username: 'demo-host', role: 'host' } } };
      },
    });
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'demo-host');
    await user.type(screen.getByLabelText(/^Password/), 'demo-host-pass');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    const toast = await screen.findByRole('status');
    expect(toast).toHaveTextContent('Success');
    expect(toast).toHaveTextContent('Logged in successfully');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, demo-host!' })).toBeInTheDocument();
    expect(location()).toBe('/dashboard');
    expect(api.callsTo('POST /api/login')[0].body).toEqual({ username: 'demo-host', password: 'demo-host-pass' });
    // The cached user was discarded and read again.
    expect(api.callsTo('GET /api/user')).toHaveLength(2);
  });

  it('login failure: destructive "Error" toast with the server message; stays on /login', async () => {
    const { user, location } = await openAuth('/login', {
      'POST /api/login': { status: 401, body: { statusCode: 401, message: 'Invalid username or password' } },
    });
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'demo-host');
    await user.type(screen.getByLabelText(/^Password/), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Error');
    expect(toast).toHaveTextContent('Invalid username or password');
    expect(location()).toBe('/login');
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
  });

  it('admin login sends username "admin", the code as password and role "admin"', async () => {
    let signedIn = false;
    const { user, api } = await openAuth('/login', {
      'GET /api/user': () => (signedIn ? signedInAs('admin', 'admin') : signedOut),
      'POST /api/login': () => {
        signedIn = true;
        return { body: { user: { id: 1, username: 'admin', role: 'admin' } } };
      },
    });
    await user.click(screen.getByRole('button', { name: 'Admin Access' }));
    await user.type(screen.getByLabelText(/^Admin Access Code/), 'S3cret-code');
    await user.click(screen.getByRole('button', { name: 'Login as Admin' }));

    expect(await screen.findByText('Logged in successfully')).toBeInTheDocument();
    expect(api.callsTo('POST /api/login')[0].body).toEqual({ username: 'admin', password: 'S3cret-code', role: 'admin' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Admin' }, { timeout: 10000 })).toBeInTheDocument();
  });

  it('register sends the chosen role and toasts "Registered successfully"', async () => {
    let signedIn = false;
    const { user, api, location } = await openAuth('/register', {
      'GET /api/user': () => (signedIn ? signedInAs('host', 'new-host') : signedOut),
      'POST /api/register': () => {
        signedIn = true;
        return { status: 201, body: { user: { id: 2, username: 'new-host', role: 'host' } } };
      },
    });
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'new-host');
    await user.type(screen.getByLabelText(/^Password/), 'new-host-pass');
    await user.click(screen.getByRole('radio', { name: 'Host' }));
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByText('Registered successfully')).toBeInTheDocument();
    expect(api.callsTo('POST /api/register')[0].body).toEqual({ username: 'new-host', password: 'new-host-pass', role: 'host' });
    await waitFor(() => expect(location()).toBe('/dashboard'));
  });

  it('register defaults to the tenant role; a conflict shows the server message', async () => {
    const { user, api } = await openAuth('/register', {
      'POST /api/register': { status: 409, body: { statusCode: 409, message: 'Username is already taken' } },
    });
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'taken');
    await user.type(screen.getByLabelText(/^Password/), 'long-enough');
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Username is already taken');
    expect(api.callsTo('POST /api/register')[0].body).toMatchObject({ role: 'tenant' });
  });
});
