import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminAccount } from '../../api/auditLog';
import { mockApi, signedInAs } from '../../test/mockApi';
import { renderApp } from '../../test/renderApp';

const WAIT = { timeout: 10_000 };

const ADMINS: AdminAccount[] = [
  { id: 1, username: 'admin', createdAt: '2026-11-22T10:00:00.000Z', bootstrap: true },
  { id: 5, username: 'ops.lead', createdAt: '2026-11-26T10:00:00.000Z', bootstrap: false },
];

function open(path: string, create: () => { status: number; body: unknown }) {
  const api = mockApi({
    'GET /api/user': signedInAs('admin', 'admin'),
    'GET /api/admin/admins': { body: ADMINS, headers: { 'Content-Range': 'admins 0-1/2' } },
    'POST /api/admin/admins': create,
  });
  renderApp(path);
  return api;
}

afterEach(() => localStorage.clear());

describe('Admins in the back office (docs/accounts.md, "Several admins")', () => {
  it('lists the admins and how each signs in', { timeout: 60_000 }, async () => {
    open('/dashboard/admins', () => ({ status: 500, body: {} }));
    const bootstrap = (await screen.findByText('admin', { selector: 'td *, td' }, WAIT)).closest('tr')!;
    expect(bootstrap).toHaveTextContent('Access code');
    expect(screen.getByText('ops.lead').closest('tr')).toHaveTextContent('Own password');
    expect(screen.getByRole('link', { name: 'Add admin' })).toHaveAttribute('href', '/dashboard/admins/create');
  });

  it('adds an admin, and shows the server refusal of a taken name', { timeout: 60_000 }, async () => {
    let taken = true;
    const api = open('/dashboard/admins/create', () =>
      taken
        ? { status: 409, body: { statusCode: 409, message: 'Username is already taken' } }
        : { status: 201, body: { id: 6, username: 'night.shift', createdAt: '2026-11-27T08:00:00.000Z', bootstrap: false } },
    );
    fireEvent.change(await screen.findByLabelText(/Username/, {}, WAIT), { target: { value: 'night.shift' } });
    fireEvent.change(screen.getByLabelText(/Password/), { target: { value: 'night-pass-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Username is already taken', {}, WAIT)).toBeInTheDocument();
    taken = false;
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('POST /api/admin/admins')).toHaveLength(2), WAIT);
    expect(api.callsTo('POST /api/admin/admins')[1].body).toEqual({ username: 'night.shift', password: 'night-pass-1' });
    expect(await screen.findByText('Admin night.shift added. They sign in on the Login tab.', {}, WAIT)).toBeInTheDocument();
  });
});
