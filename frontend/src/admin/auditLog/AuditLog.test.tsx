import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AuditRecord } from '../../api/auditLog';
import { mockApi, signedInAs } from '../../test/mockApi';
import { renderApp } from '../../test/renderApp';

const WAIT = { timeout: 10_000 };

const RECORD: AuditRecord = {
  id: 41,
  at: '2026-11-27T08:00:00.000Z',
  actor: { id: 9, username: 'ops.lead', role: 'admin' },
  address: '203.0.113.7',
  action: 'booking_group.paid',
  entityType: 'booking',
  entityId: '812',
  before: { paidAt: null },
  after: { paidAt: '2026-11-27T08:00:00.000Z' },
};

/** The back office's Audit Log with a fake server (docs/accounts.md, "Audit log"). */
function open(records: AuditRecord[], status = 200) {
  const api = mockApi({
    'GET /api/user': signedInAs('admin', 'admin'),
    'GET /api/admin/audit-log': () =>
      status === 200
        ? { body: records, headers: { 'Content-Range': `audit-log 0-${Math.max(records.length - 1, 0)}/${records.length}` } }
        : { status, body: { statusCode: status, message: 'Service temporarily unavailable' } },
  });
  renderApp('/dashboard/audit-log');
  return api;
}

const filterOf = (search: string) => JSON.parse(new URLSearchParams(search).get('filter') ?? '{}') as Record<string, unknown>;

afterEach(() => localStorage.clear());

describe('Audit Log in the back office', () => {
  it('lists who did what, newest first, and a row opens its before and after', { timeout: 60_000 }, async () => {
    const api = open([RECORD]);
    const row = (await screen.findByText('ops.lead (admin)', {}, WAIT)).closest('tr')!;
    expect(row).toHaveTextContent('Booking group paid / unpaid');
    expect(row).toHaveTextContent('booking #812');
    expect(row).toHaveTextContent('203.0.113.7');
    expect(JSON.parse(new URLSearchParams(api.callsTo('GET /api/admin/audit-log')[0].search).get('sort')!)).toEqual(['at', 'DESC']);

    const toggle = within(row).getByRole('button', { name: 'Show changes of record 41 (booking 812)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    toggle.click();
    const changes = await screen.findByRole('table', { name: 'Changes of record 41 (booking 812)' }, WAIT);
    const paidAt = within(changes).getByRole('rowheader', { name: 'paidAt' }).closest('tr')!;
    expect(paidAt).toHaveTextContent('—');
    expect(paidAt).toHaveTextContent('2026-11-27T08:00:00.000Z');
  });

  it('filters by who, sending the username to the server', { timeout: 60_000 }, async () => {
    const api = open([RECORD]);
    const who = await screen.findByRole('textbox', { name: 'Who (username)' }, WAIT);
    fireEvent.change(who, { target: { value: 'ops.lead' } });
    await waitFor(
      () => expect(api.callsTo('GET /api/admin/audit-log').some((c) => filterOf(c.search).actor === 'ops.lead')).toBe(true),
      WAIT,
    );
  });

  it('says so when nothing matches', { timeout: 60_000 }, async () => {
    open([]);
    expect(await screen.findByText('No Records', {}, WAIT)).toBeInTheDocument();
  });

  it('says so when the server fails', { timeout: 60_000 }, async () => {
    open([], 503);
    expect(await screen.findByText(/Service temporarily unavailable/, {}, WAIT)).toBeInTheDocument();
  });
});
