import { RequestContext } from '@mikro-orm/core';
import type TestAgent from 'supertest/lib/agent';
import { FixedClock } from '../src/common/clock/clock';
import { AccessGuard } from '../src/modules/auth/access.guard';
import { DisplayStates } from '../src/modules/player/display-states';
import { HeartbeatService } from '../src/modules/player/heartbeat.service';
import { PlayerService } from '../src/modules/player/player.service';
import { approvedCreative, approvedDisplay, tenantWithCreative } from './utils/booking-fixtures';
import { booking, eventually, play, playCount, playerToken } from './utils/player-fixtures';
import type { TestApp } from './utils/test-app';
import { createTestApp, signedInAs, signedInAsAdmin } from './utils/test-app';

const NOW = new Date('2026-12-01T19:00:00Z'); // 12:00 on 2026-12-01 in Phoenix
const TODAY = '2026-12-01';
const at = (secondsFromNow: number) => new Date(NOW.getTime() + secondsFromNow * 1000);

describe('sync: plays, heartbeat and schedule in one request (docs/player.md, "Sync")', () => {
  let t: TestApp;
  let clock: FixedClock;
  let admin: TestAgent;
  let host: Awaited<ReturnType<typeof signedInAs>>;
  let tenant: Awaited<ReturnType<typeof tenantWithCreative>>;
  /** A display with the tenant's creative paid for today since 10:00 (Phoenix), and a token for it. */
  const screen = async (name: string) => {
    clock.set(at(-2 * 3600));
    const d = await approvedDisplay(host.agent, admin, name);
    const ad = await approvedCreative(tenant.agent, admin, `${name} ad`);
    const group = await booking(admin, tenant.agent, d.id, ad.id, [TODAY], 2);
    clock.set(NOW);
    const token = await playerToken(t, d.id);
    const sync = (body: object, id = d.id) => t.agent().post(`/api/displays/${id}/sync`).set('Authorization', `Bearer ${token}`).send(body);
    return { id: d.id, ad, bookingId: group.bookings[0].id, sync };
  };

  beforeAll(async () => {
    clock = new FixedClock(NOW);
    t = await createTestApp({}, clock);
    admin = (await signedInAsAdmin(t)).agent;
    host = await signedInAs(t, 'host', 'sync-host');
    tenant = await tenantWithCreative(t, admin, 'sync-tenant');
  });
  afterAll(() => t.close());

  it('stores the plays, answers each, marks the display seen and answers the schedule', async () => {
    const s = await screen('Synced');
    const res = await s.sync({ plays: [play(s.ad.id, at(-30), 'sync-1'), play(s.ad.id, at(-20), 'sync-2')] }).expect(200);
    expect(res.body).toEqual({
      accepted: 2,
      duplicates: 0,
      refused: 0,
      results: [
        { index: 0, clientPlayId: 'sync-1', status: 'accepted' },
        { index: 1, clientPlayId: 'sync-2', status: 'accepted' },
      ],
      schedule: {
        paidBookings: [expect.objectContaining({ id: s.ad.id, bookingId: s.bookingId, hoursBooked: 2 })],
        serverTime: NOW.toISOString(),
        nextChangeAt: expect.any(String),
        open: true,
        timeZone: 'America/Phoenix',
      },
      notModified: false,
      scheduleEtag: expect.stringMatching(/^".+"$/),
      serverTime: NOW.toISOString(),
    });
    // Durable when answered.
    expect(await playCount(t, 'display_id = ?', [s.id])).toBe(2);
    // Seen: kept in memory and written by the heartbeat's next flush.
    await t.app.get(HeartbeatService).flush();
    const [row] = await t.orm.em.fork().getConnection().execute(`select last_seen_at from displays where id = ?`, [s.id]);
    expect(new Date(row.last_seen_at)).toEqual(NOW);
  });

  it('answers notModified without the schedule while the ETag matches, and with no plays at all', async () => {
    const s = await screen('Unchanged');
    const first = await s.sync({ plays: [] }).expect(200);
    expect(first.body).toMatchObject({ accepted: 0, results: [], notModified: false });
    const again = await s.sync({ plays: [], scheduleEtag: first.body.scheduleEtag }).expect(200);
    expect(again.body).toEqual({
      accepted: 0,
      duplicates: 0,
      refused: 0,
      results: [],
      schedule: null,
      notModified: true,
      scheduleEtag: first.body.scheduleEtag,
      serverTime: NOW.toISOString(),
    });
    // Another ETag (an older schedule) gets the schedule.
    const stale = await s.sync({ plays: [], scheduleEtag: '"old"' }).expect(200);
    expect(stale.body).toMatchObject({ notModified: false, schedule: { paidBookings: [expect.any(Object)] } });
  });

  it('keeps the per-slot bound and counts duplicates once, within a sync and across sync and the batch call', async () => {
    const s = await screen('Bounded sync');
    const plays = Array.from({ length: 20 }, (_, i) => play(s.ad.id, at(-600 + i * 5))); // 20 plays over 100 s: 10 slots
    const res = await s.sync({ plays: [...plays, plays[0]] }).expect(200);
    expect(res.body).toMatchObject({ accepted: 10, duplicates: 1, refused: 10 });
    expect(res.body.results.filter((r: { reason?: string }) => r.reason === 'rate_limited')).toHaveLength(10);
    const resent = await s.sync({ plays: [plays[0], plays[2]] }).expect(200);
    expect(resent.body.results.map((r: { status: string }) => r.status)).toEqual(['duplicate', 'duplicate']);
    const token = await playerToken(t, s.id);
    const batch = await t
      .agent()
      .post(`/api/displays/${s.id}/plays`)
      .set('Authorization', `Bearer ${token}`)
      .send({ plays: [plays[4]] });
    expect(batch.body.results[0].status).toBe('duplicate');
    expect(await playCount(t, 'display_id = ?', [s.id])).toBe(10);
  });

  it('refuses a malformed envelope with 400 and stores nothing', async () => {
    const s = await screen('Envelope sync');
    const tooMany = Array.from({ length: 501 }, (_, i) => play(s.ad.id, at(-i * 10)));
    for (const body of [
      {},
      { plays: 'x' },
      { plays: tooMany },
      { plays: [], scheduleEtag: 5 },
      { plays: [], scheduleEtag: 'x'.repeat(101) },
    ]) {
      const res = await s.sync(body);
      expect([res.status, res.body]).toEqual([400, { statusCode: 400, message: expect.any(String) }]);
    }
    expect(await playCount(t, 'display_id = ?', [s.id])).toBe(0);
  });
  it("forks no EntityManager for the player's hot calls; every other call still gets one", async () => {
    const s = await screen('No context');
    const contexts = jest.spyOn(RequestContext, 'create');
    await s.sync({ plays: [play(s.ad.id, at(-10), 'ctx-1')] }).expect(200);
    expect(contexts).not.toHaveBeenCalled();
    await host.agent.get('/api/displays').expect(200);
    expect(contexts).toHaveBeenCalledTimes(1);
  });

  // A known token's sync skips Nest's guard and pipes (docs/performance.md, "The sync without
  // Nest's layers"); every answer but the accepted one must still be the guard's or the pipe's.
  it("answers a known token's sync without the guard, and still refuses what the guard refused", async () => {
    const s = await screen('Known token');
    const other = await screen('Other screen');
    await s.sync({ plays: [play(s.ad.id, at(-10), 'known-1')] }).expect(200);
    const guard = jest.spyOn(AccessGuard.prototype, 'canActivate');
    const second = await s.sync({ plays: [play(s.ad.id, at(-20), 'known-2')], scheduleEtag: 'stale' }).expect(200);
    expect(second.body).toMatchObject({ accepted: 1, notModified: false, results: [{ clientPlayId: 'known-2', status: 'accepted' }] });
    expect(guard).not.toHaveBeenCalled();

    const elsewhere = await s.sync({ plays: [play(other.ad.id, at(-30), 'known-3')] }, other.id);
    expect([elsewhere.status, elsewhere.body]).toEqual([403, { statusCode: 403, message: 'This display token is for another display' }]);
    const malformed = await s.sync({ plays: 'x' });
    expect([malformed.status, malformed.body.message]).toEqual([400, 'plays must be a list']);
    expect(guard).toHaveBeenCalledTimes(2);

    // Pairing turned on: the display still plays, but a token made without the code is revoked.
    await host.agent.put(`/api/displays/${s.id}/pairing`).send({ required: true }).expect(200);
    const refused = await eventually(
      () => s.sync({ plays: [play(s.ad.id, at(-40), 'known-4')] }),
      (res) => res.status === 401,
    );
    expect([refused.status, refused.body]).toEqual([401, { statusCode: 401, message: 'Display not authenticated' }]);
    expect(await playCount(t, 'display_id = ?', [s.id])).toBe(2);
    expect(await playCount(t, 'display_id = ?', [other.id])).toBe(0);
    guard.mockRestore();
  });

  it("answers a known token's failed sync as the filter does, and a failed display check through Nest's route", async () => {
    const s = await screen('Failing sync');
    await s.sync({ plays: [] }).expect(200); // the token is known from here on
    const lost = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const sync = jest.spyOn(PlayerService.prototype, 'sync').mockRejectedValueOnce(lost);
    const failed = await s.sync({ plays: [play(s.ad.id, at(-10), 'fail-1')] });
    expect([failed.status, failed.headers['retry-after'], failed.body]).toEqual([
      503,
      '5',
      { statusCode: 503, message: 'Service temporarily unavailable' },
    ]);
    sync.mockRestore();

    // The fast path's display check throws once: the request goes on through the guard, which reads it again.
    const states = jest.spyOn(DisplayStates.prototype, 'get').mockRejectedValueOnce(new Error('connection lost'));
    const guard = jest.spyOn(AccessGuard.prototype, 'canActivate');
    await s.sync({ plays: [play(s.ad.id, at(-20), 'fail-2')] }).expect(200);
    expect(guard).toHaveBeenCalledTimes(1);
    expect(states).toHaveBeenCalledTimes(3); // the fast path, the guard, the schedule
    expect(await playCount(t, 'display_id = ?', [s.id])).toBe(1);
    guard.mockRestore();
    states.mockRestore();
  });
});
