import fc from 'fast-check';
import * as fs from 'fs';
import * as path from 'path';
import sharp from 'sharp';
import type TestAgent from 'supertest/lib/agent';
import { approvedDisplay, displayBody, pendingCreative, tenantWithCreative } from './utils/booking-fixtures';
import { booking, playerToken } from './utils/player-fixtures';
import type { TestApp } from './utils/test-app';
import { createTestApp, signedInAs, signedInAsAdmin, TEST_ADMIN_CODE } from './utils/test-app';

// Bad input generated from openapi.json for every operation: each answer must be a 4xx
// {statusCode, message} (never a 5xx), and a refused request must change no data.
jest.setTimeout(600_000);

interface Op {
  key: string;
  method: string;
  template: string;
  access: string[];
  params: { name: string; in: string }[];
  body?: { properties?: Record<string, unknown> };
}
const document = JSON.parse(fs.readFileSync(path.resolve(__dirname, '..', '..', 'openapi.json'), 'utf8'));
const resolve = (schema: { $ref?: string } | undefined) =>
  schema?.$ref ? document.components.schemas[schema.$ref.split('/').pop()!] : schema;
const operations: Op[] = Object.entries(document.paths as Record<string, Record<string, any>>).flatMap(([template, item]) =>
  Object.entries(item).map(([m, op]) => ({
    key: `${m.toUpperCase()} ${template}`,
    method: m.toUpperCase(),
    template,
    access: op['x-access'],
    params: op.parameters ?? [],
    body: resolve(op.requestBody?.content?.['application/json']?.schema),
  })),
);

const BAD_VALUES: unknown[] = [
  null,
  12345,
  -1,
  0,
  1.5,
  2 ** 53,
  'text',
  '',
  'x'.repeat(100_000),
  'a\u0000b',
  // Invisible-only and bidi-carrying text (docs/accounts.md, "Text people read").
  '\u200B',
  ' \u2060\u3164 ',
  'evil\u202Etxt.exe',
  'a\u2066b\u2069',
  '2026-02-30',
  true,
  [],
  {},
  Array.from({ length: 5000 }, () => 1),
  { $gt: '' },
];
const BAD_IDS = ['abc', '0x10', '-1', '1.5', '1e3', '00001', '99999999999', '%00', 'x'.repeat(120), '%E0%A4%A'];
const RAW_BODIES = ['1e309', 'NaN', '[', '"text"', 'null', '[]', '{"a":' + '['.repeat(3000) + ']'.repeat(3000) + '}'];
/** Fields a caller must never set for itself. */
const PRIVILEGED = {
  role: 'admin',
  approved: true,
  status: 'approved',
  paidAt: '2020-01-01T00:00:00Z',
  ownerId: 1,
  hostId: 1,
  tenantId: 1,
  totalPrice: 0.01,
};

describe('generated bad input for every operation', () => {
  let t: TestApp;
  const agents = {} as Record<'tenant' | 'host' | 'admin', TestAgent>;
  const ids: Record<string, string> = {};
  const bases: Record<string, object> = {};
  /** Path ids of one operation that differ from `ids` (a display still in review; a location change). */
  const opIds: Record<string, Record<string, string>> = {};
  let token: string;
  /** `{id}` of the tenant's creative routes names a creative, not the display. */
  let creativeId: string;
  const idFor = (op: Op, name: string) => (name === 'id' && op.template.startsWith('/api/tenant/ad-creatives/') ? creativeId : ids[name]);

  // A display's last_seen_at is written by the heartbeat flush every few seconds, after an earlier
  // accepted poll or sync: not a change made by the refused request under test.
  const digest = async () =>
    (
      await t.orm.em
        .fork()
        .getConnection()
        .execute(
          `select md5(string_agg(x, '|' order by x)) as d from (
         select 'u' || t::text as x from users t union all select 'd' || (to_jsonb(t) - 'last_seen_at')::text from displays t union all select 'c' || t::text from ad_creatives t
         union all select 'f' || hash from stored_files union all select 'b' || t::text from bookings t union all select 'p' || t::text from plays t
         union all select 's' || t::text from sessions t union all select 'l' || t::text from display_location_changes t
         union all select 'k' || t::text from campaigns t) all_rows`,
        )
    )[0].d as string;
  // The next transaction id PostgreSQL will hand out: it moves only when something wrote. While
  // it stays, the last digest still holds and the full one (most of this file's time) is skipped.
  const nextXid = async () =>
    (await t.orm.em.fork().getConnection().execute(`select pg_snapshot_xmax(pg_current_snapshot())::text as x`))[0].x as string;
  const known = { xid: '', digest: '' };
  const currentDigest = async () => {
    const xid = await nextXid();
    if (xid === known.xid) return known.digest;
    const d = await digest();
    if ((await nextXid()) === xid) Object.assign(known, { xid, digest: d });
    return d;
  };

  beforeAll(async () => {
    t = await createTestApp();
    agents.admin = (await signedInAsAdmin(t)).agent;
    agents.host = (await signedInAs(t, 'host', 'sweep-host')).agent;
    const tenant = await tenantWithCreative(t, agents.admin, 'sweep-tenant');
    agents.tenant = tenant.agent;
    const display = await approvedDisplay(agents.host, agents.admin, 'Sweep screen', { startTime: '00:00', endTime: '23:00' });
    const date = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const group = await booking(agents.admin, agents.tenant, display.id, tenant.creative.id, [date], 1, { confirm: false });
    token = await playerToken(t, display.id);
    // Edits go to a display still in review: its answer's `approved: false` is not taken from the caller.
    const inReview = await agents.host.post('/api/displays').send(displayBody('Sweep display in review')).expect(201);
    const moved = await agents.host.patch(`/api/displays/${display.id}`).send({ city: 'Tempe', zipCode: '85281' }).expect(200);
    opIds['PATCH /api/displays/{id}'] = { id: String(inReview.body.id) };
    opIds['POST /api/admin/display-changes/{id}/approve'] = { id: String(moved.body.pendingChange.id) };
    Object.assign(ids, { id: String(display.id), groupId: group.groupId, name: tenant.creative.fileUrl.split('/').pop()! });
    const selection = { adCreativeId: tenant.creative.id, displayIds: [display.id], dates: [date], hoursPerDay: 1 };
    const campaign = await agents.tenant
      .post('/api/tenant/campaigns')
      .send({ name: 'Sweep campaign', ...selection })
      .expect(201);
    for (const key of ['confirm', 'reject', 'paid']) opIds[`POST /api/admin/campaigns/{id}/${key}`] = { id: String(campaign.body.id) };
    opIds['GET /api/tenant/campaigns/{id}'] = { id: String(campaign.body.id) };
    // A pending one: a rename must leave `approved` false whatever else the body says.
    creativeId = String((await pendingCreative(agents.tenant, 'Sweep rename')).id);
    const png = (
      await sharp({ create: { width: 4, height: 4, channels: 3, background: '#123' } })
        .png()
        .toBuffer()
    ).toString('base64');
    Object.assign(bases, {
      'POST /api/login': { username: 'sweep-tenant', password: 'password-123' },
      'POST /api/register': { username: 'sweep-new', password: 'password-123', role: 'tenant' },
      'POST /api/tenant/ad-creatives': { name: 'Sweep ad', fileUrl: `data:image/png;base64,${png}`, dimensions: '4x4' },
      'POST /api/displays': displayBody('Sweep display'),
      'POST /api/admin/displays/{id}/approve': { approved: true },
      'POST /api/admin/display-changes/{id}/approve': { approved: false, notes: 'Not there' },
      'POST /api/admin/ad-creatives/{id}/approve': { approved: true },
      'POST /api/tenant/bookings/bulk': {
        bookings: [{ displayId: display.id, adCreativeId: tenant.creative.id, bookingDate: date, hoursBooked: 1 }],
      },
      'POST /api/admin/bookings/groups/{groupId}/reject': { notes: 'no' },
      'POST /api/admin/bookings/groups/{groupId}/paid': { paid: true },
      'POST /api/displays/authenticate': { displayId: display.id },
      'POST /api/displays/{id}/impression': { adCreativeId: tenant.creative.id },
      'POST /api/displays/{id}/plays': {
        plays: [{ clientPlayId: 'sweep-1', adCreativeId: tenant.creative.id, shownAt: new Date().toISOString() }],
      },
      'POST /api/displays/{id}/sync': {
        plays: [{ clientPlayId: 'sweep-2', adCreativeId: tenant.creative.id, shownAt: new Date().toISOString() }],
        scheduleEtag: '"sweep"',
      },
      'PUT /api/displays/{id}/pairing': { required: false },
      'PATCH /api/tenant/ad-creatives/{id}': { name: 'Sweep renamed' },
      'POST /api/tenant/campaigns/quote': selection,
      'POST /api/tenant/campaigns': { name: 'Sweep campaign 2', ...selection },
      'POST /api/tenant/campaigns/plan': { budget: '100.00', dates: [date], hoursPerDay: 1, filters: { cities: ['Phoenix'] } },
      'POST /api/admin/campaigns/{id}/reject': { note: 'no' },
      'POST /api/admin/campaigns/{id}/paid': { paid: true },
    });
    void TEST_ADMIN_CODE;
  });
  afterAll(() => t.close());

  function request(op: Op, pathOverride?: Record<string, string>) {
    const role = op.access.find((a) => a !== 'public' && a !== 'player') as 'tenant' | 'host' | 'admin' | undefined;
    const agent = role ? agents[role] : t.agent();
    const url = op.template.replace(
      /\{([^}]+)\}/g,
      (_, name: string) => pathOverride?.[name] ?? opIds[op.key]?.[name] ?? idFor(op, name) ?? '1',
    );
    const req = agent[op.method.toLowerCase() as 'get'](url);
    return op.access.includes('player') ? req.set('Authorization', `Bearer ${token}`) : req;
  }

  /** Sends one variant; a 4xx must be {statusCode, message} and leave the data as it was. */
  async function expectRefusedOrHarmless(
    op: Op,
    label: string,
    send: () => Promise<{ status: number; body: any }>,
    problems: string[],
    mustRefuse: boolean,
  ) {
    const before = await currentDigest();
    const res = await send();
    if (res.status >= 500) problems.push(`${op.key} ${label}: ${res.status} ${JSON.stringify(res.body).slice(0, 120)}`);
    else if (res.status >= 400) {
      if (typeof res.body?.message !== 'string' || res.body.statusCode !== res.status)
        problems.push(`${op.key} ${label}: ${res.status} body ${JSON.stringify(res.body).slice(0, 120)}`);
      if ((await currentDigest()) !== before) problems.push(`${op.key} ${label}: refused (${res.status}) but the data changed`);
    } else if (mustRefuse) problems.push(`${op.key} ${label}: accepted with ${res.status}`);
    else if (res.body && typeof res.body === 'object') {
      const declared = Object.keys(op.body?.properties ?? {});
      for (const [k, v] of Object.entries(PRIVILEGED)) {
        if (
          label === 'privileged fields' &&
          !declared.includes(k) &&
          k !== 'status' &&
          JSON.stringify((res.body as any)[k]) === JSON.stringify(v)
        )
          problems.push(`${op.key}: took ${k} from the caller`);
      }
    }
  }

  it.each(operations.map((o) => [o.key, o] as const))('%s', async (_key, op) => {
    const problems: string[] = [];
    for (const p of op.params.filter((x) => x.in === 'path')) {
      for (const bad of BAD_IDS)
        await expectRefusedOrHarmless(op, `path ${p.name}=${bad.slice(0, 20)}`, () => request(op, { [p.name]: bad }), problems, true);
    }
    for (const q of op.params.filter((x) => x.in === 'query')) {
      for (const bad of ['%00', '[[[', 'x'.repeat(5000), '-1', '1e309', '2026-02-30', '{"q":"\\u0000"}']) {
        await expectRefusedOrHarmless(
          op,
          `query ${q.name}=${bad.slice(0, 20)}`,
          () => request(op).query(`${q.name}=${bad}`),
          problems,
          false,
        );
      }
    }
    if (op.method !== 'GET' && op.method !== 'DELETE') {
      const base = bases[op.key] ?? {};
      const fields = Object.keys({ ...op.body?.properties, ...base });
      for (const field of fields) {
        for (const bad of BAD_VALUES) {
          await expectRefusedOrHarmless(
            op,
            `${field}=${JSON.stringify(bad)?.slice(0, 20)}`,
            () => request(op).send({ ...base, [field]: bad }),
            problems,
            false,
          );
        }
      }
      if (fields.length)
        await expectRefusedOrHarmless(
          op,
          'no fields',
          () => request(op).send({}),
          problems,
          op.body?.properties !== undefined &&
            Object.keys(bases).includes(op.key) &&
            op.key !== 'POST /api/admin/bookings/groups/{groupId}/reject' &&
            op.key !== 'POST /api/admin/campaigns/{id}/reject',
        );
      await expectRefusedOrHarmless(op, 'privileged fields', () => request(op).send({ ...base, ...PRIVILEGED }), problems, false);
      // A call without a body of its own may ignore one; a call that reads one must refuse these.
      for (const raw of RAW_BODIES)
        await expectRefusedOrHarmless(
          op,
          `raw ${raw.slice(0, 12)}`,
          () => request(op).set('content-type', 'application/json').send(raw),
          problems,
          op.body !== undefined || raw.length > 100,
        );
      await expectRefusedOrHarmless(op, 'text/plain', () => request(op).set('content-type', 'text/plain').send('hello'), problems, true);
      // JSON is UTF-8: a body declared in another charset is refused, never decoded as UTF-8.
      for (const charset of ['utf-16', 'utf-16le', 'iso-8859-1', 'windows-1252'])
        await expectRefusedOrHarmless(
          op,
          `charset=${charset}`,
          () =>
            request(op)
              .set('content-type', `application/json; charset=${charset}`)
              .send(JSON.stringify(bases[op.key] ?? {})),
          problems,
          true,
        );
      await expectRefusedOrHarmless(
        op,
        'over-size body',
        () =>
          request(op)
            .set('content-type', 'application/json')
            .send(`{"x":"${'y'.repeat(9 * 1024 * 1024)}"}`),
        problems,
        true,
      );
      // Property-based: any JSON object at all (seeded, so a failure can be replayed).
      await fc.assert(
        fc.asyncProperty(fc.dictionary(fc.string({ maxLength: 12 }), fc.jsonValue({ maxDepth: 3 }), { maxKeys: 6 }), async (body) => {
          await expectRefusedOrHarmless(
            op,
            `arbitrary ${JSON.stringify(body).slice(0, 40)}`,
            () => request(op).send(body),
            problems,
            false,
          );
        }),
        { numRuns: 12, seed: 20261123 },
      );
    }
    expect(problems).toEqual([]);
  });
});
