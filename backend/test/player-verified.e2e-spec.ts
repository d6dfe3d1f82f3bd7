import type TestAgent from 'supertest/lib/agent';
import { FixedClock } from '../src/common/clock/clock';
import { approvedCreative, approvedDisplay, tenantWithCreative } from './utils/booking-fixtures';
import { booking, playerToken } from './utils/player-fixtures';
import type { TestApp } from './utils/test-app';
import { createTestApp, signedInAs, signedInAsAdmin } from './utils/test-app';

const NOW = new Date('2026-12-01T19:00:00Z'); // 12:00 on 2026-12-01 in Phoenix
const TODAY = '2026-12-01';
// Bookings are made an hour before the plays: a play counts only once its booking was due (docs/player.md).
const BOOKED_AT = new Date(NOW.getTime() - 3_600_000);

/** Verified proof of play (docs/player.md, "Verified plays"): plays sent with a token from a paired authentication. */
describe('verified and unverified plays', () => {
  let t: TestApp;
  let admin: TestAgent;
  let host: TestAgent;
  let tenant: Awaited<ReturnType<typeof tenantWithCreative>>;
  let clock: FixedClock;
  const played = async (name: string, paired: boolean) => {
    const d = await approvedDisplay(host, admin, name);
    const ad = await approvedCreative(tenant.agent, admin, `${name} ad`);
    clock.set(BOOKED_AT);
    const group = await booking(admin, tenant.agent, d.id, ad.id, [TODAY], 2);
    clock.set(NOW);
    const code = paired
      ? (await host.put(`/api/displays/${d.id}/pairing`).send({ required: true }).expect(200)).body.pairingCode
      : undefined;
    const token = await playerToken(t, d.id, code);
    const send = (path: string, body: object) =>
      t.agent().post(`/api/displays/${d.id}/${path}`).set('Authorization', `Bearer ${token}`).send(body);
    await send('impression', {
      adCreativeId: ad.id,
      clientPlayId: `${name.replace(/\W/g, '-')}-1`,
      shownAt: new Date(NOW.getTime() - 60_000).toISOString(),
    }).expect(201);
    const batch = await send('plays', {
      plays: [
        { adCreativeId: ad.id, clientPlayId: `${name.replace(/\W/g, '-')}-2`, shownAt: new Date(NOW.getTime() - 30_000).toISOString() },
      ],
    }).expect(200);
    expect(batch.body.accepted).toBe(1);
    return { id: d.id, groupId: group.groupId as string };
  };

  beforeAll(async () => {
    clock = new FixedClock(NOW);
    t = await createTestApp({}, clock);
    admin = (await signedInAsAdmin(t)).agent;
    host = (await signedInAs(t, 'host', 'verified-host')).agent;
    tenant = await tenantWithCreative(t, admin, 'verified-tenant');
  });
  afterAll(() => t.close());

  it('records whether each play came from a paired token, and delivery and the CSV say so', async () => {
    const paired = await played('Paired screen', true);
    const open = await played('Open screen', false);
    const rows: { display_id: number; verified: boolean }[] = await t.orm.em
      .fork()
      .getConnection()
      .execute(`select display_id, verified from plays where display_id in (?, ?) order by id`, [paired.id, open.id]);
    expect(rows.filter((r) => r.display_id === paired.id).map((r) => r.verified)).toEqual([true, true]);
    expect(rows.filter((r) => r.display_id === open.id).map((r) => r.verified)).toEqual([false, false]);

    const delivery = async (groupId: string) =>
      (await tenant.agent.get(`/api/tenant/bookings/${groupId}/delivery`).expect(200)).body.total as Record<string, number>;
    expect(await delivery(paired.groupId)).toMatchObject({ plays: 2, verifiedPlays: 2, unverifiedPlays: 0 });
    expect(await delivery(open.groupId)).toMatchObject({ plays: 2, verifiedPlays: 0, unverifiedPlays: 2 });
    const hostDays = (await host.get(`/api/host/displays/${paired.id}/delivery`).query({ from: TODAY, to: TODAY }).expect(200)).body;
    expect(hostDays.total).toMatchObject({ verifiedPlays: 2, unverifiedPlays: 0 });

    const csv = (await tenant.agent.get('/api/tenant/proof-of-play.csv').query({ from: TODAY, to: TODAY }).expect(200)).text;
    const lines = csv.split('\r\n').filter(Boolean);
    expect(lines[0].split(',').at(-1)).toBe('verified');
    expect(lines.filter((l) => l.includes('Paired screen')).map((l) => l.split(',').at(-1))).toEqual(['yes', 'yes']);
    expect(lines.filter((l) => l.includes('Open screen')).map((l) => l.split(',').at(-1))).toEqual(['no', 'no']);
  });

  it('marks the host displays that have paid airtime from today on (the pairing suggestion is for them)', async () => {
    const sold = await approvedDisplay(host, admin, 'Sold screen');
    const unpaid = await approvedDisplay(host, admin, 'Unpaid screen');
    const past = await approvedDisplay(host, admin, 'Past screen');
    const idle = await approvedDisplay(host, admin, 'Idle screen');
    clock.set(new Date('2026-11-20T19:00:00Z'));
    await booking(admin, tenant.agent, past.id, tenant.creative.id, ['2026-11-25'], 1);
    clock.set(BOOKED_AT);
    await booking(admin, tenant.agent, sold.id, tenant.creative.id, ['2026-12-03'], 1);
    await booking(admin, tenant.agent, unpaid.id, tenant.creative.id, [TODAY], 1, { pay: false });
    clock.set(NOW);
    const listed = (await host.get('/api/displays').expect(200)).body as { id: number; paidAirtime: boolean }[];
    const paid = (id: number) => listed.find((d) => d.id === id)?.paidAirtime;
    expect([paid(sold.id), paid(unpaid.id), paid(past.id), paid(idle.id)]).toEqual([true, false, false, false]);
  });
});
