import { FixedClock } from '../src/common/clock/clock';
import { approvedDisplay, bulk, displayBody, tenantWithCreative } from './utils/booking-fixtures';
import type { TestApp } from './utils/test-app';
import { createTestApp, signedInAs, signedInAsAdmin } from './utils/test-app';

/** Average Utilisation is the mean over the host's approved, not deleted displays (docs/product-rules.md §8.4). */
describe('average utilisation', () => {
  let t: TestApp;
  const clock = new FixedClock(new Date('2026-11-02T17:00:00Z'));
  beforeAll(async () => {
    t = await createTestApp({ SESSION_TTL_HOURS: '2160' }, clock);
  });
  afterAll(() => t.close());

  it('counts only approved displays: one waiting for review or rejected does not pull it down', async () => {
    const admin = (await signedInAsAdmin(t)).agent;
    const host = (await signedInAs(t, 'host', 'util-host')).agent;
    const tenant = await tenantWithCreative(t, admin, 'util-tenant');
    const busy = await approvedDisplay(host, admin, 'A Busy'); // 8 hours a day
    await approvedDisplay(host, admin, 'B Idle');
    await host.post('/api/displays').send(displayBody('C Waiting')).expect(201);
    const rejected = (await host.post('/api/displays').send(displayBody('D Rejected')).expect(201)).body;
    await admin.post(`/api/admin/displays/${rejected.id}/approve`).send({ approved: false, notes: 'Blurry photo' }).expect(200);
    const gone = await approvedDisplay(host, admin, 'E Deleted');
    // 6 dates × 4 h = 24 of A's 240 hours in 30 days: 10 %.
    const dates = ['2026-11-02', '2026-11-03', '2026-11-04', '2026-11-05', '2026-11-06', '2026-11-07'];
    const group = await tenant.agent
      .post('/api/tenant/bookings/bulk')
      .send(bulk(busy.id, tenant.creative.id, dates, 4))
      .expect(201);
    await admin.post(`/api/admin/bookings/groups/${group.body.groupId}/confirm`).expect(200);
    await host.delete(`/api/displays/${gone.id}`).expect(200);
    clock.set('2026-11-10T17:00:00Z');

    const res = await host.get('/api/host/analytics').expect(200);
    // Over A and B: (10.0 + 0.0) / 2 = 5. Over all four listed it would be 2.5 → 3; with E too, 2.
    expect(res.body.averageUtilization).toBe(5);
    expect(
      res.body.displayMetrics.map((m: { displayName: string; approved: boolean; utilization: number }) => [
        m.displayName,
        m.approved,
        m.utilization,
      ]),
    ).toEqual([
      ['A Busy', true, 10],
      ['B Idle', true, 0],
      ['C Waiting', false, 0],
      ['D Rejected', false, 0],
    ]);
  });
});
