import { displayBody } from './utils/booking-fixtures';
import type { TestApp } from './utils/test-app';
import { createTestApp, signedInAs, signedInAsAdmin } from './utils/test-app';

/** One definition of a display's daily capacity (docs/product-rules.md §3.2), read by every response. */
describe('display capacity', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('dailyCapacityHours is the capacity availability uses, in every response (docs/product-rules.md §3.2)', async () => {
    const { agent: host } = await signedInAs(t, 'host');
    const { agent: tenant } = await signedInAs(t, 'tenant');
    const { agent: admin } = await signedInAsAdmin(t);
    const created = (
      await host
        .post('/api/displays')
        .send(displayBody('Early screen', { startTime: '06:00', endTime: '22:00' }))
        .expect(201)
    ).body;
    expect(created.dailyCapacityHours).toBe(16);
    const approved = (await admin.post(`/api/admin/displays/${created.id}/approve`).send({ approved: true }).expect(200)).body;
    const capacities = async () => [
      (await tenant.get(`/api/tenant/displays/${created.id}`).expect(200)).body.dailyCapacityHours,
      (await host.get('/api/displays').expect(200)).body.find((d: { id: number }) => d.id === created.id).dailyCapacityHours,
      (await t.agent().get('/api/public/displays').expect(200)).body.find((d: { id: number }) => d.id === created.id).dailyCapacityHours,
      (await tenant.get(`/api/tenant/displays/${created.id}/availability`).expect(200)).body.capacityHours,
    ];
    expect([approved.dailyCapacityHours, ...(await capacities())]).toEqual([16, 16, 16, 16, 16]);
    // The host changes the hours: every reader follows the one SQL definition.
    const edited = (await host.patch(`/api/displays/${created.id}`).send({ startTime: '10:00', endTime: '13:00' }).expect(200)).body;
    expect([edited.dailyCapacityHours, ...(await capacities())]).toEqual([3, 3, 3, 3, 3]);
  });
});
