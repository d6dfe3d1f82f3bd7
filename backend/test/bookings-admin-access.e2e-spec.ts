import type TestAgent from 'supertest/lib/agent';
import type { TestApp } from './utils/test-app';
import { createTestApp, signedInAs, signedInAsAdmin } from './utils/test-app';

const UNKNOWN_GROUP = '00000000-0000-4000-8000-000000000000';

/** The admin's booking routes: unknown ids are 404, and only the admin may call them (docs/bookings.md). */
describe('admin bookings: unknown ids and who may call', () => {
  let t: TestApp;
  let admin: TestAgent;
  let host: TestAgent;
  let tenant: TestAgent;

  beforeAll(async () => {
    t = await createTestApp();
    admin = (await signedInAsAdmin(t)).agent;
    host = (await signedInAs(t, 'host')).agent;
    tenant = (await signedInAs(t, 'tenant')).agent;
  });
  afterAll(() => t.close());

  it('answers 404 for unknown bookings and groups', async () => {
    for (const url of [`groups/${UNKNOWN_GROUP}/confirm`, `groups/${UNKNOWN_GROUP}/reject`, 'groups/not-a-uuid/confirm']) {
      expect((await admin.post(`/api/admin/bookings/${url}`).send({}).expect(404)).body.message).toBe('Booking group not found');
    }
    await admin.post(`/api/admin/bookings/groups/${UNKNOWN_GROUP}/paid`).send({ paid: true }).expect(404);
    await admin.delete(`/api/admin/bookings/groups/${UNKNOWN_GROUP}`).expect(404);
    await admin.get(`/api/admin/booking-groups/${UNKNOWN_GROUP}`).expect(404);
    expect((await admin.delete('/api/admin/bookings/999999').expect(404)).body).toEqual({ statusCode: 404, message: 'Booking not found' });
    await admin.delete('/api/admin/bookings/abc').expect(404);
  });

  it('refuses visitors (401), tenants and hosts (403) on every admin route', async () => {
    const routes: [string, string][] = [
      ['get', '/api/admin/bookings/confirmed'],
      ['get', '/api/admin/bookings/requests'],
      ['post', `/api/admin/bookings/groups/${UNKNOWN_GROUP}/confirm`],
      ['post', `/api/admin/bookings/groups/${UNKNOWN_GROUP}/reject`],
      ['post', `/api/admin/bookings/groups/${UNKNOWN_GROUP}/paid`],
      ['delete', '/api/admin/bookings/1'],
      ['delete', `/api/admin/bookings/groups/${UNKNOWN_GROUP}`],
      ['get', '/api/admin/booking-groups'],
      ['get', `/api/admin/booking-groups/${UNKNOWN_GROUP}`],
    ];
    for (const [method, url] of routes) {
      for (const [agent, expected] of [
        [t.agent(), 401],
        [tenant, 403],
        [host, 403],
      ] as const) {
        const req = method === 'get' ? agent.get(url) : method === 'post' ? agent.post(url).send({ paid: true }) : agent.delete(url);
        expect({ method, url, status: (await req).status }).toEqual({ method, url, status: expected });
      }
    }
  });
});
