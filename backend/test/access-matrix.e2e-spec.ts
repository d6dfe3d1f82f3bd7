import type TestAgent from 'supertest/lib/agent';
import { ROUTES, expected, operations, type Caller, type Kind, type Operation } from './access-matrix';
import { approvedDisplay, tenantWithCreative } from './utils/booking-fixtures';
import { booking, playerToken } from './utils/player-fixtures';
import type { TestApp } from './utils/test-app';
import { createTestApp, signedInAs, signedInAsAdmin } from './utils/test-app';

/** The matrix's rows live per domain in test/access-matrix/ (one table, index.ts). */
describe('access matrix: every operation × every kind of caller', () => {
  let t: TestApp;
  const agents = {} as Record<'tenant' | 'host' | 'admin' | 'otherTenant' | 'otherHost', TestAgent>;
  const ids = {} as Record<Kind, string>;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp();
    agents.admin = (await signedInAsAdmin(t)).agent;
    agents.host = (await signedInAs(t, 'host', 'matrix-host')).agent;
    agents.otherHost = (await signedInAs(t, 'host', 'matrix-host-2')).agent;
    const tenant = await tenantWithCreative(t, agents.admin, 'matrix-tenant');
    agents.tenant = tenant.agent;
    const otherTenant = await signedInAs(t, 'tenant', 'matrix-tenant-2');
    agents.otherTenant = otherTenant.agent;
    const display = await approvedDisplay(agents.host, agents.admin, 'Matrix screen', { startTime: '00:00', endTime: '23:00' });
    const date = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
    const group = await booking(agents.admin, agents.tenant, display.id, tenant.creative.id, [date], 1, { confirm: false });
    const campaign = await agents.tenant
      .post('/api/tenant/campaigns')
      .send({ name: 'Matrix campaign', adCreativeId: tenant.creative.id, displayIds: [display.id], dates: [date], hoursPerDay: 1 })
      .expect(201);
    token = await playerToken(t, display.id);
    const moved = await agents.host.patch(`/api/displays/${display.id}`).send({ city: 'Tempe', zipCode: '85281' }).expect(200);
    Object.assign(ids, {
      change: String(moved.body.pendingChange.id),
      display: String(display.id),
      creative: String(tenant.creative.id),
      group: group.groupId,
      booking: String(group.bookings[0].id),
      file: tenant.creative.fileUrl.split('/').pop()!,
      tenant: String(otherTenant.user.id),
      campaign: String(campaign.body.id),
    });
  });
  afterAll(() => t.close());

  it('has a row for every operation of openapi.json, and none for operations that do not exist', () => {
    expect(operations.map((o) => o.key).toSorted()).toEqual(Object.keys(ROUTES).toSorted());
  });

  const pathFor = (op: Operation) => op.template.replace(/\{[^}]+\}/, ids[ROUTES[op.key].id ?? 'display']);

  /** Bodies that pass validation, so that an ownership check reaches the owner rule. */
  const VALID: Record<string, object> = {
    'PUT /api/displays/{id}/pairing': { required: false },
    'PATCH /api/tenant/ad-creatives/{id}': { name: 'Matrix renamed' },
  };

  async function call(op: Operation, caller: Caller | 'otherTenant' | 'otherHost'): Promise<number> {
    const target = pathFor(op);
    let agent: TestAgent = caller === 'visitor' || caller === 'player' ? t.agent() : agents[caller];
    // Logging out ends the session: use a session of its own.
    if (op.key === 'POST /api/logout' && caller !== 'visitor' && caller !== 'player') {
      agent =
        caller === 'admin'
          ? (await signedInAsAdmin(t)).agent
          : (await signedInAs(t, caller.startsWith('other') ? (caller === 'otherHost' ? 'host' : 'tenant') : (caller as 'host' | 'tenant')))
              .agent;
    }
    const method = op.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
    let req = agent[method](target);
    if (caller === 'player') req = req.set('Authorization', `Bearer ${token}`);
    const res = await (op.method === 'GET' || op.method === 'DELETE' ? req : req.send(VALID[op.key] ?? {}));
    expect(res.body).toEqual(
      res.status >= 400 ? expect.objectContaining({ statusCode: res.status, message: expect.any(String) }) : res.body,
    );
    return res.status;
  }

  it.each(['visitor', 'tenant', 'host', 'admin', 'player'] as Caller[])('as %s: exactly the declared callers get in', async (caller) => {
    const outcomes: string[] = [];
    token = await playerToken(t, Number(ids.display)); // a host's pairing reset above revokes the old one
    for (const op of operations.filter((o) => o.method !== 'DELETE')) {
      const status = await call(op, caller);
      const want = expected(op.access, caller);
      const ok = want === 'open' ? status !== 401 && status !== 403 : status === want;
      if (!ok) outcomes.push(`${op.key}: ${status}, expected ${want}`);
    }
    expect(outcomes).toEqual([]);
  });

  it("another user's id is 404 for every owned resource, as if it did not exist", async () => {
    const leaks: string[] = [];
    for (const op of operations.filter((o) => ROUTES[o.key].owner)) {
      const caller = ROUTES[op.key].owner === 'host' ? 'otherHost' : 'otherTenant';
      const status = await call(op, caller);
      if (status !== 404) leaks.push(`${op.key}: ${status}`);
    }
    expect(leaks).toEqual([]);
  });

  it('deletions: only their declared callers, and only their owners', async () => {
    const wrong: string[] = [];
    for (const op of operations.filter((o) => o.method === 'DELETE')) {
      for (const caller of ['visitor', 'player', 'tenant', 'host', 'admin'] as Caller[]) {
        const want = expected(op.access, caller);
        if (want === 'open') continue;
        const status = await call(op, caller);
        if (status !== want) wrong.push(`${op.key} as ${caller}: ${status}, expected ${want}`);
      }
      const owner = ROUTES[op.key].owner;
      if (owner) {
        const status = await call(op, owner === 'host' ? 'otherHost' : 'otherTenant');
        if (status !== 404) wrong.push(`${op.key} as another ${owner}: ${status}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
