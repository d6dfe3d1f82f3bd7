import * as fs from 'fs';
import * as path from 'path';
import type TestAgent from 'supertest/lib/agent';
import { approvedDisplay, tenantWithCreative } from './utils/booking-fixtures';
import { booking, playerToken } from './utils/player-fixtures';
import type { TestApp } from './utils/test-app';
import { createTestApp, signedInAs, signedInAsAdmin } from './utils/test-app';

type Kind = 'display' | 'creative' | 'group' | 'booking' | 'file' | 'tenant' | 'change' | 'campaign';
interface Entry {
  /** What the path id names. */
  id?: Kind;
  /** Whose it is: another user of that role must get 404, never 403 or the data. */
  owner?: 'host' | 'tenant';
}

/**
 * Every operation of openapi.json, with what its path id names and who owns it. A new
 * route without an entry here fails the first test: decide its row before it ships.
 */
const ROUTES: Record<string, Entry> = {
  'GET /api/user': {},
  'POST /api/login': {},
  'POST /api/register': {},
  'POST /api/logout': {},
  'GET /api/health': {},
  'GET /api/health/live': {},
  'GET /api/files/{name}': { id: 'file' },
  'GET /api/tenant/ad-creatives': {},
  'POST /api/tenant/ad-creatives': {},
  'GET /api/tenant/ad-creatives/{id}': { id: 'creative', owner: 'tenant' },
  'PATCH /api/tenant/ad-creatives/{id}': { id: 'creative', owner: 'tenant' },
  'DELETE /api/tenant/ad-creatives/{id}': { id: 'creative', owner: 'tenant' },
  'GET /api/admin/ad-creatives/pending': {},
  'GET /api/admin/ad-creatives': {},
  'GET /api/admin/ad-creatives/{id}': { id: 'creative' },
  'POST /api/admin/ad-creatives/{id}/approve': { id: 'creative' },
  'GET /api/displays': {},
  'POST /api/displays': {},
  'PATCH /api/displays/{id}': { id: 'display', owner: 'host' },
  'DELETE /api/displays/{id}': { id: 'display', owner: 'host' },
  'GET /api/tenant/displays': {},
  'GET /api/tenant/displays/{id}': { id: 'display' },
  'GET /api/admin/displays/pending': {},
  'POST /api/admin/displays/{id}/approve': { id: 'display' },
  'GET /api/admin/displays': {},
  'GET /api/admin/displays/{id}': { id: 'display' },
  'GET /api/admin/display-changes': {},
  'POST /api/admin/display-changes/{id}/approve': { id: 'change' },
  'GET /api/public/displays': {},
  'GET /api/public/displays/cities': {},
  'POST /api/tenant/bookings/bulk': {},
  'GET /api/tenant/bookings': {},
  'GET /api/tenant/booking-groups': {},
  'POST /api/tenant/booking-groups/{groupId}/cancel': { id: 'group', owner: 'tenant' },
  'GET /api/tenant/displays/{id}/availability': { id: 'display' },
  'GET /api/host/displays/upcoming-bookings': {},
  'GET /api/booking-limits': {},
  'GET /api/admin/bookings/confirmed': {},
  'GET /api/admin/bookings/requests': {},
  'POST /api/admin/bookings/groups/{groupId}/confirm': { id: 'group' },
  'POST /api/admin/bookings/groups/{groupId}/reject': { id: 'group' },
  'POST /api/admin/bookings/groups/{groupId}/paid': { id: 'group' },
  'DELETE /api/admin/bookings/groups/{groupId}': { id: 'group' },
  'DELETE /api/admin/bookings/{id}': { id: 'booking' },
  'GET /api/admin/booking-groups': {},
  'GET /api/admin/booking-groups/{groupId}': { id: 'group' },
  'POST /api/admin/tenants/{tenantId}/pending-bookings/reject': { id: 'tenant' },
  'GET /api/geocode/search': {},
  'POST /api/displays/authenticate': {},
  'GET /api/displays/verify-auth': {},
  'GET /api/displays/{id}/schedule': { id: 'display' },
  'POST /api/displays/{id}/impression': { id: 'display' },
  'POST /api/displays/{id}/plays': { id: 'display' },
  'POST /api/displays/{id}/sync': { id: 'display' },
  'PUT /api/displays/{id}/pairing': { id: 'display', owner: 'host' },
  'POST /api/displays/{id}/pairing/reset': { id: 'display', owner: 'host' },
  'GET /api/host/analytics': {},
  'GET /api/host/analytics/daily': {},
  'GET /api/host/displays/{id}/delivery': { id: 'display', owner: 'host' },
  'GET /api/host/statements/{month}.csv': {},
  'GET /api/tenant/analytics': {},
  'GET /api/tenant/analytics/daily': {},
  'GET /api/tenant/bookings/{groupId}/delivery': { id: 'group', owner: 'tenant' },
  'GET /api/tenant/proof-of-play.csv': {},
  'POST /api/tenant/campaigns/quote': {},
  'POST /api/tenant/campaigns/plan': {},
  'POST /api/tenant/campaigns': {},
  'GET /api/tenant/campaigns': {},
  'GET /api/tenant/campaigns/{id}': { id: 'campaign', owner: 'tenant' },
  'GET /api/admin/campaigns': {},
  'POST /api/admin/campaigns/{id}/confirm': { id: 'campaign' },
  'POST /api/admin/campaigns/{id}/reject': { id: 'campaign' },
  'POST /api/admin/campaigns/{id}/paid': { id: 'campaign' },
  'GET /api/admin/audit-log': {},
  'GET /api/admin/admins': {},
  'POST /api/admin/admins': {},
  'GET /api/notifications': {},
  'POST /api/notifications/read': {},
  'GET /api/account': {},
  'PATCH /api/account': {},
  'POST /api/account/password': {},
  'POST /api/password-reset': {},
  'POST /api/password-reset/confirm': {},
};

const document = JSON.parse(fs.readFileSync(path.resolve(__dirname, '..', '..', 'openapi.json'), 'utf8'));
const operations: { key: string; method: string; template: string; access: string[] }[] = Object.entries(
  document.paths as Record<string, Record<string, { 'x-access': string[] }>>,
)
  .flatMap(([template, item]) =>
    Object.entries(item).map(([m, op]) => ({
      key: `${m.toUpperCase()} ${template}`,
      method: m.toUpperCase(),
      template,
      access: op['x-access'],
    })),
  )
  // Reads first and deletions last, so that no check removes what a later one needs.
  .toSorted(
    (a, b) => ['GET', 'PUT', 'PATCH', 'POST', 'DELETE'].indexOf(a.method) - ['GET', 'PUT', 'PATCH', 'POST', 'DELETE'].indexOf(b.method),
  );

type Caller = 'visitor' | 'tenant' | 'host' | 'admin' | 'player';

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

  const pathFor = (op: (typeof operations)[number]) => op.template.replace(/\{[^}]+\}/, ids[ROUTES[op.key].id ?? 'display']);

  /** Bodies that pass validation, so that an ownership check reaches the owner rule. */
  const VALID: Record<string, object> = {
    'PUT /api/displays/{id}/pairing': { required: false },
    'PATCH /api/tenant/ad-creatives/{id}': { name: 'Matrix renamed' },
  };

  async function call(op: (typeof operations)[number], caller: Caller | 'otherTenant' | 'otherHost'): Promise<number> {
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

  function expected(access: string[], caller: Caller): 'open' | 401 | 403 {
    if (access.includes('public')) return 'open';
    if (caller === 'visitor') return 401;
    if (caller === 'player') return access.includes('player') ? 'open' : 401;
    if (access.includes(caller)) return 'open';
    return access.every((a) => a === 'player') ? 401 : 403;
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
