import type TestAgent from 'supertest/lib/agent';
import { approvedDisplay, bulk, pendingCreative, tenantWithCreative } from './utils/booking-fixtures';
import { booking } from './utils/player-fixtures';
import type { TestApp } from './utils/test-app';
import { createTestApp, signedInAs, signedInAsAdmin } from './utils/test-app';

interface Rec {
  actor: { id: number; username: string; role: string };
  address: string;
  action: string;
  entityType: string;
  entityId: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const ISO = expect.stringMatching(/^\d{4}-\d{2}-\d{2}T.*Z$/);

/** Every audited change writes one record per changed row, in its transaction (docs/accounts.md, "Audit log"). */
describe('audit log: one record per changed row', () => {
  let t: TestApp;
  let admin: TestAgent;
  let adminUser: { id: number; username: string };
  let host: Awaited<ReturnType<typeof signedInAs>>;
  let tenant: Awaited<ReturnType<typeof tenantWithCreative>>;
  let display: { id: number };

  /** The records of one entity (oldest first), or of one action. */
  const records = async (filter: object): Promise<Rec[]> =>
    (
      await admin
        .get('/api/admin/audit-log')
        .query({ filter: JSON.stringify(filter), sort: '["id","ASC"]', range: '[0,99]' })
        .expect(200)
    ).body;
  const ofBookings = async (action: string, ids: number[]) =>
    (await records({ action })).filter((r) => ids.map(String).includes(r.entityId));
  const book = async (dates: string[], who = tenant) =>
    (
      await who.agent
        .post('/api/tenant/bookings/bulk')
        .send(bulk(display.id, who.creative.id, dates))
        .expect(201)
    ).body as {
      groupId: string;
      bookings: { id: number }[];
    };

  beforeAll(async () => {
    t = await createTestApp();
    ({ agent: admin, user: adminUser } = await signedInAsAdmin(t));
    host = await signedInAs(t, 'host', 'audit-host');
    tenant = await tenantWithCreative(t, admin, 'audit-tenant');
    display = await approvedDisplay(host.agent, admin, 'Audited screen', { startTime: '00:00', endTime: '23:00' });
  });
  afterAll(() => t.close());

  it('display review: who, from where, the status before and after', async () => {
    const rows = await records({ entityType: 'display', entityId: String(display.id) });
    expect(rows).toEqual([
      expect.objectContaining({
        actor: { id: adminUser.id, username: 'admin', role: 'admin' },
        address: expect.stringMatching(/127\.0\.0\.1$/),
        action: 'display.review',
        before: { status: 'pending' },
        after: { status: 'approved' },
      }),
    ]);
  });

  it('creative review with a note', async () => {
    const creative = await pendingCreative(tenant.agent, 'Rejected ad');
    await admin.post(`/api/admin/ad-creatives/${creative.id}/approve`).send({ approved: false, notes: 'Too dark' }).expect(200);
    expect(await records({ entityType: 'creative', entityId: creative.id })).toEqual([
      expect.objectContaining({
        action: 'creative.review',
        before: { status: 'pending', approvalNotes: null },
        after: { status: 'rejected', approvalNotes: 'Too dark' },
      }),
    ]);
  });

  it('group confirm, paid, unpaid: one record per booking; a paid toggle that changes nothing writes nothing', async () => {
    const group = await booking(admin, tenant.agent, display.id, tenant.creative.id, [day(3), day(4)], 1, { confirm: false });
    const ids = group.bookings.map((b) => b.id);
    await admin.post(`/api/admin/bookings/groups/${group.groupId}/confirm`).expect(200);
    await admin.post(`/api/admin/bookings/groups/${group.groupId}/paid`).send({ paid: true }).expect(200);
    await admin.post(`/api/admin/bookings/groups/${group.groupId}/paid`).send({ paid: true }).expect(200);
    await admin.post(`/api/admin/bookings/groups/${group.groupId}/paid`).send({ paid: false }).expect(200);
    const confirm = await ofBookings('booking_group.confirm', ids);
    expect(confirm.map((r) => [r.entityType, r.entityId, r.before, r.after])).toEqual(
      ids.map((id) => ['booking', String(id), { status: 'pending' }, { status: 'confirmed' }]),
    );
    const paid = await ofBookings('booking_group.paid', ids);
    expect(paid.map((r) => [r.entityId, r.before, r.after])).toEqual([
      ...ids.map((id) => [String(id), { paidAt: null }, { paidAt: ISO }]),
      ...ids.map((id) => [String(id), { paidAt: ISO }, { paidAt: null }]),
    ]);
  });

  it('reject with a note, admin cancel of one date and of a group', async () => {
    const rejected = await book([day(5)]);
    await admin.post(`/api/admin/bookings/groups/${rejected.groupId}/reject`).send({ notes: 'No' }).expect(200);
    expect((await ofBookings('booking_group.reject', [rejected.bookings[0].id])).map((r) => [r.before, r.after])).toEqual([
      [
        { status: 'pending', notes: null },
        { status: 'rejected', notes: 'No' },
      ],
    ]);

    const group = await booking(admin, tenant.agent, display.id, tenant.creative.id, [day(6), day(7), day(8)]);
    const [one, ...rest] = group.bookings.map((b) => b.id);
    await admin.delete(`/api/admin/bookings/${one}`).expect(200);
    await admin.delete(`/api/admin/bookings/groups/${group.groupId}`).expect(200);
    const cancelled = { status: 'cancelled', cancelledAt: ISO, cancelledBy: 'admin' };
    const before = { status: 'confirmed', cancelledAt: null, cancelledBy: null };
    expect((await ofBookings('booking.cancel', [one])).map((r) => [r.before, r.after])).toEqual([[before, cancelled]]);
    expect((await ofBookings('booking_group.cancel', rest)).map((r) => [r.entityId, r.before, r.after])).toEqual(
      rest.map((id) => [String(id), before, cancelled]),
    );
  });

  it("bulk reject of a tenant's pending bookings: a record per booking", async () => {
    const other = await tenantWithCreative(t, admin, 'audit-bulk-tenant');
    const a = await book([day(9), day(10)], other);
    const b = await book([day(11)], other);
    await admin.post(`/api/admin/tenants/${other.user.id}/pending-bookings/reject`).send({}).expect(200);
    const rows = await records({ action: 'tenant.reject_pending' });
    expect(rows.map((r) => r.entityId).toSorted()).toEqual([...a.bookings, ...b.bookings].map((x) => String(x.id)).toSorted());
    expect(rows.every((r) => r.after?.status === 'rejected' && r.before?.status === 'pending')).toBe(true);
  });

  it('campaign confirm and paid: a record per booking, named campaign.*', async () => {
    const res = await tenant.agent
      .post('/api/tenant/campaigns')
      .send({
        name: 'Audited campaign',
        adCreativeId: tenant.creative.id,
        displayIds: [display.id],
        dates: [day(12), day(13)],
        hoursPerDay: 1,
      })
      .expect(201);
    await admin.post(`/api/admin/campaigns/${res.body.id}/confirm`).expect(200);
    await admin.post(`/api/admin/campaigns/${res.body.id}/paid`).send({ paid: true }).expect(200);
    expect((await records({ action: 'campaign.confirm' })).map((r) => r.after)).toEqual([{ status: 'confirmed' }, { status: 'confirmed' }]);
    expect((await records({ action: 'campaign.paid' })).map((r) => r.after)).toEqual([{ paidAt: ISO }, { paidAt: ISO }]);
  });

  it('tenant cancel of its pending dates names the tenant', async () => {
    const group = await book([day(14), day(15)]);
    await tenant.agent
      .post(`/api/tenant/booking-groups/${group.groupId}/cancel`)
      .send({ dates: [day(15)] })
      .expect(200);
    expect(await ofBookings('booking_group.cancel', [group.bookings[1].id])).toEqual([
      expect.objectContaining({
        actor: { id: tenant.user.id, username: 'audit-tenant', role: 'tenant' },
        after: { status: 'cancelled', cancelledAt: ISO, cancelledBy: 'tenant' },
      }),
    ]);
  });

  it('host edits: price and hours recorded with only what changed; a name change is no record; delete is', async () => {
    const d = await approvedDisplay(host.agent, admin, 'Edited screen');
    await host.agent.patch(`/api/displays/${d.id}`).send({ pricePerHour: '25.00', endTime: '18:00' }).expect(200);
    await host.agent.patch(`/api/displays/${d.id}`).send({ name: 'Renamed screen' }).expect(200);
    await host.agent.delete(`/api/displays/${d.id}`).expect(200);
    const rows = await records({ entityType: 'display', entityId: String(d.id), actor: 'audit-host' });
    expect(rows.map((r) => [r.action, r.before, r.after])).toEqual([
      ['display.update', { pricePerHour: '20.00', endTime: '17:00' }, { pricePerHour: '25.00', endTime: '18:00' }],
      ['display.delete', { deletedAt: null }, { deletedAt: ISO }],
    ]);
  });

  it('an approved location change: the change and the moved display', async () => {
    const d = await approvedDisplay(host.agent, admin, 'Moving screen');
    const moved = await host.agent.patch(`/api/displays/${d.id}`).send({ city: 'Tempe', zipCode: '85281' }).expect(200);
    await admin.post(`/api/admin/display-changes/${moved.body.pendingChange.id}/approve`).send({ approved: true }).expect(200);
    const rows = await records({ action: 'display_change.review' });
    expect(rows.map((r) => [r.entityType, r.entityId, r.before, r.after])).toEqual([
      ['display_change', String(moved.body.pendingChange.id), { status: 'pending' }, { status: 'approved' }],
      ['display', String(d.id), { city: 'Phoenix', zipCode: '85004' }, { city: 'Tempe', zipCode: '85281' }],
    ]);
  });

  it('a refused action writes nothing', async () => {
    const before = (await records({})).length;
    const group = await booking(admin, tenant.agent, display.id, tenant.creative.id, [day(20)]);
    const after = (await records({})).length;
    await admin.post(`/api/admin/bookings/groups/${group.groupId}/reject`).send({}).expect(409);
    await admin.post(`/api/admin/bookings/groups/${group.groupId}/confirm`).expect(409);
    expect(after - before).toBe(2); // its confirm and its paid
    expect((await records({})).length).toBe(after);
  });
});
