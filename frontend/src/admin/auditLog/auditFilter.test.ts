import { describe, expect, it } from 'vitest';
import { auditFilterForApi, changedRows } from './auditFilter';

describe('audit log filters (docs/accounts.md, "Audit log")', () => {
  it('sends the picked days as the local midnights that start and end them', () => {
    const out = auditFilterForApi({ action: 'booking.cancel', from: '2026-11-02', to: '2026-11-03' });
    expect(out.action).toBe('booking.cancel');
    expect(new Date(out.from as string).getTime()).toBe(new Date(2026, 10, 2).getTime());
    expect(new Date(out.to as string).getTime()).toBe(new Date(2026, 10, 4).getTime());
  });

  it('leaves the other filters, and empty days, as they are', () => {
    expect(auditFilterForApi({ actor: 'admin', from: '' })).toEqual({ actor: 'admin', from: '' });
  });

  it('lists each changed field with both sides; a missing side is a dash', () => {
    expect(changedRows({ status: 'pending', paidAt: null }, { status: 'confirmed', paidAt: '2026-11-27T08:00:00.000Z' })).toEqual([
      { field: 'status', before: 'pending', after: 'confirmed' },
      { field: 'paidAt', before: '—', after: '2026-11-27T08:00:00.000Z' },
    ]);
    expect(changedRows(null, { username: 'ops', role: 'admin' })).toEqual([
      { field: 'username', before: '—', after: 'ops' },
      { field: 'role', before: '—', after: 'admin' },
    ]);
  });
});
