import sharp from 'sharp';
import type TestAgent from 'supertest/lib/agent';
import { approvedDisplay, displayBody, pendingCreative, tenantWithCreative } from './booking-fixtures';
import { booking, playerToken } from './player-fixtures';
import type { TestApp } from './test-app';
import { signedInAs, signedInAsAdmin } from './test-app';

// What the input sweep (input-sweep.e2e-spec.ts) sends its requests to, and how it sees whether
// a refused request changed anything.

export interface SweepWorld {
  agents: Record<'tenant' | 'host' | 'admin', TestAgent>;
  /** Path ids by parameter name: a display, a booking group, a stored file. */
  ids: Record<string, string>;
  /** Path ids of one operation that differ from `ids` (a display still in review; a location change). */
  opIds: Record<string, Record<string, string>>;
  /** A valid body per operation, into which each bad value is put. */
  bases: Record<string, object>;
  /** A paired player's token, for the player's operations. */
  token: string;
  /** `{id}` of the tenant's creative routes names a creative, not the display. */
  creativeId: string;
}

/** Seeds one of everything an operation can name, with a valid body for each operation that takes one. */
export async function seedSweepWorld(t: TestApp): Promise<SweepWorld> {
  const agents = {} as SweepWorld['agents'];
  const ids: Record<string, string> = {};
  const opIds: SweepWorld['opIds'] = {};
  const bases: Record<string, object> = {};
  agents.admin = (await signedInAsAdmin(t)).agent;
  agents.host = (await signedInAs(t, 'host', 'sweep-host')).agent;
  const tenant = await tenantWithCreative(t, agents.admin, 'sweep-tenant');
  agents.tenant = tenant.agent;
  const display = await approvedDisplay(agents.host, agents.admin, 'Sweep screen', { startTime: '00:00', endTime: '23:00' });
  const date = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  const group = await booking(agents.admin, agents.tenant, display.id, tenant.creative.id, [date], 1, { confirm: false });
  const token = await playerToken(t, display.id);
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
  const creativeId = String((await pendingCreative(agents.tenant, 'Sweep rename')).id);
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
  return { agents, ids, opIds, bases, token, creativeId };
}

/**
 * A digest per table a request could change, for "a refused request changes no data", as JSON
 * (table → md5), so a failure names the tables that changed.
 * A display's last_seen_at is written by the heartbeat flush every few seconds, after an earlier
 * accepted poll or sync: not a change made by the refused request under test, so it is left out.
 */
export function dataDigest(t: TestApp): () => Promise<string> {
  const digest = async () => {
    const rows: { k: string; d: string }[] = await t.orm.em
      .fork()
      .getConnection()
      .execute(
        `select k, md5(string_agg(x, '|' order by x)) as d from (
         select 'users' k, t::text x from users t union all select 'displays', (to_jsonb(t) - 'last_seen_at')::text from displays t
         union all select 'ad_creatives', t::text from ad_creatives t union all select 'stored_files', hash from stored_files
         union all select 'bookings', t::text from bookings t union all select 'plays', t::text from plays t
         union all select 'sessions', t::text from sessions t union all select 'display_location_changes', t::text from display_location_changes t
         union all select 'campaigns', t::text from campaigns t) all_rows group by k order by k`,
      );
    return JSON.stringify(Object.fromEntries(rows.map((r) => [r.k, r.d])));
  };
  // The whole snapshot (xmin:xmax:in-progress ids), not only xmax: a transaction that was in
  // progress while the digest was taken can commit without moving xmax, but not without changing
  // the snapshot. While it stays, nothing committed and the last digest (most of the time) holds.
  const snapshot = async () => (await t.orm.em.fork().getConnection().execute(`select pg_current_snapshot()::text as s`))[0].s as string;
  const known = { snapshot: '', digest: '' };
  return async () => {
    const before = await snapshot();
    if (before === known.snapshot) return known.digest;
    const d = await digest();
    if ((await snapshot()) === before) Object.assign(known, { snapshot: before, digest: d });
    return d;
  };
}

/** The tables whose digest differs between two answers of dataDigest. */
export function changedTables(before: string, after: string): string[] {
  const [a, b] = [JSON.parse(before), JSON.parse(after)] as Record<string, string>[];
  return [...new Set([...Object.keys(a), ...Object.keys(b)])].filter((k) => a[k] !== b[k]);
}
