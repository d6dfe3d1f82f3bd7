import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, signedInAs, signedOut } from '../../test/mockApi';
import { renderApp } from '../../test/renderApp';

const NEUTRAL = 'If that account has an e-mail address, a link to reset its password is on its way. The link works once, within 1 hour.';

describe('Forgot password (Login tab)', () => {
  it('opens a username form that always gives the same neutral answer after 202, and goes back', async () => {
    const api = mockApi({ 'GET /api/user': signedOut, 'POST /api/password-reset': { status: 202, body: {} } });
    const { user } = renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'Forgot password?' }));
    const username = screen.getByRole('textbox', { name: 'Username' });
    expect(username).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(username).toHaveAccessibleDescription('Username is required');
    expect(api.callsTo('POST /api/password-reset')).toHaveLength(0);

    await user.type(username, '  nobody-here ');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(NEUTRAL)).toBeInTheDocument();
    expect(api.callsTo('POST /api/password-reset')[0].body).toEqual({ username: 'nobody-here' });

    await user.click(screen.getByRole('button', { name: 'Back to login' }));
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Forgot password?' })).toHaveFocus());
  });

  it('a refused request (too many) shows the server text, not the neutral answer', async () => {
    mockApi({
      'GET /api/user': signedOut,
      'POST /api/password-reset': { status: 429, body: { statusCode: 429, message: 'Too many attempts, try again in a minute' } },
    });
    const { user } = renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'Forgot password?' }));
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'ana');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Too many attempts, try again in a minute')).toBeInTheDocument();
    expect(screen.queryByText(NEUTRAL)).not.toBeInTheDocument();
  });
});

describe('Reset password page (/reset-password?token=)', () => {
  it('sets the new password with the token, then offers to sign in', async () => {
    const api = mockApi({ 'GET /api/user': signedOut, 'POST /api/password-reset/confirm': { status: 204 } });
    const { user, location } = renderApp('/reset-password?token=tok-123');
    const password = await screen.findByLabelText(/^New password/, undefined, { timeout: 10000 });
    expect(document.title).toMatch(/^Reset Password/);
    await user.type(password, 'short');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(password).toHaveAccessibleDescription('Password must be 8 to 128 characters long');
    await user.type(password, '-now-long');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText(/Your password has been changed/)).toBeInTheDocument();
    expect(api.callsTo('POST /api/password-reset/confirm')[0].body).toEqual({ token: 'tok-123', newPassword: 'short-now-long' });
    await user.click(screen.getByRole('link', { name: 'Sign in' }));
    await waitFor(() => expect(location()).toBe('/login'));
  });

  it.each([
    ['used', 'This reset link has already been used.'],
    ['expired', 'This reset link has expired: links work for 1 hour.'],
    ['invalid', 'This reset link is not valid.'],
  ])('says clearly when the link is %s', async (reason, text) => {
    mockApi({
      'GET /api/user': signedOut,
      'POST /api/password-reset/confirm': { status: 400, body: { statusCode: 400, message: 'Reset link refused', details: { reason } } },
    });
    const { user } = renderApp('/reset-password?token=old');
    await user.type(await screen.findByLabelText(/^New password/, undefined, { timeout: 10000 }), 'a-good-password');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
  });

  it('without a token says the link is not valid; a signed-in browser may open it too', async () => {
    const api = mockApi({ 'GET /api/user': signedInAs('tenant', 'ana') });
    renderApp('/reset-password');
    expect(await screen.findByRole('alert', undefined, { timeout: 10000 })).toHaveTextContent('This reset link is not valid.');
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(api.callsTo('POST /api/password-reset/confirm')).toHaveLength(0);
  });
});

describe('Registration: optional e-mail', () => {
  it('sends the address when given, and puts its refusal under the field', async () => {
    const api = mockApi({
      'GET /api/user': signedOut,
      'POST /api/register': {
        status: 400,
        body: { statusCode: 400, message: 'Enter a valid e-mail address', details: { field: 'email' } },
      },
    });
    const { user } = renderApp('/register');
    await user.type(await screen.findByRole('textbox', { name: 'Username' }), 'new-tenant');
    await user.type(screen.getByLabelText(/^Password/), 'long-enough');
    const email = screen.getByRole('textbox', { name: 'E-mail (optional)' });
    expect(email).toHaveAccessibleDescription('Optional: for notifications and password resets');
    await user.type(email, ' nt@example ');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(email).toHaveAccessibleDescription('Enter a valid e-mail address'));
    expect(email).toHaveFocus();
    expect(api.callsTo('POST /api/register')[0].body).toEqual({
      username: 'new-tenant',
      password: 'long-enough',
      role: 'tenant',
      email: 'nt@example',
    });
  });
});
