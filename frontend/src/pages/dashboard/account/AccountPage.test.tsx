import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Account } from '../../../api/account';
import { mockApi, signedInAs, type ApiCall } from '../../../test/mockApi';
import { account } from '../../../test/notificationFixtures';
import { renderApp } from '../../../test/renderApp';
import { renderPage } from '../../../test/renderPage';
import { AccountPage } from './AccountPage';

/** A server that keeps what PATCH /api/account sends, or refuses a malformed address as the API does. */
function accountServer(initial: Account) {
  let current = initial;
  return {
    'GET /api/user': signedInAs(initial.role, initial.username),
    'GET /api/account': () => ({ body: current }),
    'PATCH /api/account': (call: ApiCall) => {
      const changes = call.body as Partial<Account>;
      if (typeof changes.email === 'string' && !changes.email.includes('@'))
        return { status: 400, body: { statusCode: 400, message: 'Enter a valid e-mail address', details: { field: 'email' } } };
      current = { ...current, ...changes };
      return { body: current };
    },
  };
}

async function openPage(initial = account(), routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({ ...accountServer(initial), ...routes });
  const page = renderPage(<AccountPage />);
  await screen.findByRole('heading', { level: 2, name: 'E-mail address' });
  return { ...page, api };
}

const emailField = () => screen.getByRole('textbox', { name: 'E-mail address' });

describe('AccountPage: e-mail address', () => {
  it('shows the address, saves a new one and removes it when cleared', async () => {
    const { user, api } = await openPage();
    expect(screen.getByText('Signed in as ana')).toBeInTheDocument();
    expect(emailField()).toHaveValue('ana@example.com');
    expect(screen.getByRole('button', { name: 'Save e-mail address' })).toBeDisabled();

    await user.clear(emailField());
    await user.type(emailField(), ' new@example.com ');
    await user.click(screen.getByRole('button', { name: 'Save e-mail address' }));
    expect(await screen.findByText('E-mail address saved')).toBeInTheDocument();
    expect(api.callsTo('PATCH /api/account')[0].body).toEqual({ email: 'new@example.com' });
    expect(emailField()).toHaveValue('new@example.com');

    await user.clear(emailField());
    await user.click(screen.getByRole('button', { name: 'Remove e-mail address' }));
    expect(await screen.findByText('E-mail address removed')).toBeInTheDocument();
    expect(api.callsTo('PATCH /api/account')[1].body).toEqual({ email: null });
    expect(emailField()).toHaveValue('');
  });

  it("puts the server's refusal of a malformed address under the field", async () => {
    const { user } = await openPage(account({ email: null }));
    await user.type(emailField(), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Save e-mail address' }));
    await waitFor(() => expect(emailField()).toHaveAccessibleDescription('Enter a valid e-mail address'));
    expect(emailField()).toHaveAttribute('aria-invalid', 'true');
    expect(emailField()).toHaveFocus();
  });
});

describe('AccountPage: e-mail preferences', () => {
  it('ticks every kind but the opted-out ones, and saves the new opt-outs', async () => {
    const { user, api } = await openPage(account({ emailOptOut: ['hold_expiring'] }));
    const preferences = screen.getByRole('group', { name: 'E-mail me when…' });
    expect(within(preferences).getByRole('checkbox', { name: 'A booking is confirmed' })).toBeChecked();
    expect(within(preferences).getByRole('checkbox', { name: 'A booking request is about to expire' })).not.toBeChecked();
    expect(screen.queryByText(/E-mail is off on this server/)).not.toBeInTheDocument();

    await user.click(within(preferences).getByRole('checkbox', { name: 'A booking request is about to expire' }));
    await user.click(within(preferences).getByRole('checkbox', { name: 'An ad creative is reviewed' }));
    await user.click(screen.getByRole('button', { name: 'Save e-mail preferences' }));
    expect(await screen.findByText('E-mail preferences saved')).toBeInTheDocument();
    expect(api.callsTo('PATCH /api/account')[0].body).toEqual({ emailOptOut: ['creative_reviewed'] });
    expect(screen.getByRole('checkbox', { name: 'An ad creative is reviewed' })).not.toBeChecked();
  });

  it('says when this server mails nothing', async () => {
    await openPage(account({ mailEnabled: false }));
    expect(screen.getByText(/E-mail is off on this server/)).toBeInTheDocument();
  });

  it('asks for an address when mail is on but the account has none', async () => {
    await openPage(account({ email: null }));
    expect(screen.getByText('Add an e-mail address above to receive these e-mails.')).toBeInTheDocument();
  });
});

describe('AccountPage: change password', () => {
  it('checks both fields, sends them, and clears the form with a confirmation', async () => {
    const { user, api } = await openPage(account(), { 'POST /api/account/password': { status: 204 } });
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByLabelText(/^Current password/)).toHaveAccessibleDescription('Current password is required');
    expect(screen.getByLabelText(/^New password/)).toHaveAccessibleDescription('New password is required');
    await user.type(screen.getByLabelText(/^Current password/), 'old-password');
    await user.type(screen.getByLabelText(/^New password/), 'short');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByLabelText(/^New password/)).toHaveAccessibleDescription('Password must be 8 to 128 characters long');
    expect(api.callsTo('POST /api/account/password')).toHaveLength(0);

    await user.type(screen.getByLabelText(/^New password/), '-but-longer');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your other sessions have been signed out.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/account/password')[0].body).toEqual({ currentPassword: 'old-password', newPassword: 'short-but-longer' });
    expect(screen.getByLabelText(/^Current password/)).toHaveValue('');
  });

  it('a wrong current password is said under that field', async () => {
    const { user } = await openPage(account(), {
      'POST /api/account/password': {
        status: 400,
        body: { statusCode: 400, message: 'The current password is wrong', details: { field: 'currentPassword' } },
      },
    });
    await user.type(screen.getByLabelText(/^Current password/), 'guess-one');
    await user.type(screen.getByLabelText(/^New password/), 'brand-new-pass');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(screen.getByLabelText(/^Current password/)).toHaveAccessibleDescription('The current password is wrong'));
    expect(screen.getByLabelText(/^Current password/)).toHaveFocus();
  });
});

describe('AccountPage: loading and routes', () => {
  it('a failed read says so and retries', async () => {
    let fail = true;
    mockApi({
      ...accountServer(account()),
      'GET /api/account': () => (fail ? { status: 500, body: { statusCode: 500, message: 'boom' } } : { body: account() }),
    });
    const { user } = renderPage(<AccountPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load your account500: boom');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Password' })).toBeInTheDocument();
  });

  it('admins reach it from the sidebar of the back office', async () => {
    mockApi({ ...accountServer(account({ username: 'admin', role: 'admin', emailKinds: [] })), 'GET /api/notifications': { status: 404 } });
    const { user, location } = renderApp('/dashboard/notifications');
    const sidebar = await screen.findByRole('navigation', { name: 'Your account' }, { timeout: 10000 });
    await user.click(within(sidebar).getByRole('link', { name: 'Account settings' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Account Settings' })).toBeInTheDocument();
    expect(location()).toBe('/dashboard/account');
  });
});
