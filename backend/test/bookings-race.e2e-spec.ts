import type TestAgent from 'supertest/lib/agent';
import { FixedClock } from '../src/common/clock/clock';
import { approvedDisplay, bulk, soldHours, tenantWithCreative } from './utils/booking-fixtures';
import type { TestApp } from './utils/test-app';
import { createTestApp, signedInAs, signedInAsAdmin } from './utils/test-app';

const CONTENDERS = 60;
const CAPACITY = 8; // 09:00–17:00
const PRESOLD = 3;
const DATE = '2026-12-10';

describe('capacity under concurrent bookings', () => {
  let t: TestApp;
  let admin: TestAgent;
  let display: { id: number };
  let tenants: Awaited<ReturnType<typeof tenantWithCreative>>[];

  beforeAll(async () => {
    t = await createTestApp({}, new FixedClock(new Date('2026-12-01T18:00:00Z')));
    // A real listening socket, so that the requests below really run side by side.
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    admin = (await signedInAsAdmin(t)).agent;
    display = await approvedDisplay((await signedInAs(t, 'host')).agent, admin, 'Contested screen', {
      startTime: '09:00',
      endTime: '17:00',
    });
    tenants = [];
    for (let i = 0; i < CONTENDERS; i++) tenants.push(await tenantWithCreative(t, admin, `racer-${i}`));
    const first = tenants[0];
    await first.agent
      .post('/api/tenant/bookings/bulk')
      .send(bulk(display.id, first.creative.id, [DATE], PRESOLD))
      .expect(201);
  }, 120_000);
  afterAll(() => t.close());

  it(`lets exactly the free hours win when ${CONTENDERS} tenants race for them`, async () => {
    const statuses = await Promise.all(
      tenants.map(async (tenant) => {
        const res = await tenant.agent.post('/api/tenant/bookings/bulk').send(bulk(display.id, tenant.creative.id, [DATE], 1));
        if (res.status === 409) {
          expect(res.body.message).toMatch(/^Not enough hours left: 2026-12-10 has 0 hours left$/);
          expect(res.body.details).toEqual([{ date: DATE, freeHours: 0 }]);
        }
        return res.status;
      }),
    );
    const free = CAPACITY - PRESOLD;
    expect(statuses.filter((s) => s === 201)).toHaveLength(free);
    expect(statuses.filter((s) => s === 409)).toHaveLength(CONTENDERS - free);
    expect(await soldHours(t, display.id, DATE)).toBe(CAPACITY);
    const [row] = await t.orm.em
      .fork()
      .getConnection()
      .execute('select count(*)::int as n from bookings where display_id = ?', [display.id]);
    expect(row.n).toBe(1 + free);
  }, 60_000);
});
