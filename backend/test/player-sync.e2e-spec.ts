import { RequestContext } from '@mikro-orm/core';
import { HeartbeatService } from '../src/modules/player/heartbeat.service';
import { play, playCount, playerToken } from './utils/player-fixtures';
import { at, SYNC_NOW, type SyncWorld, syncWorld } from './utils/sync-fixtures';
import type { TestApp } from './utils/test-app';

const NOW = SYNC_NOW;

describe('sync: plays, heartbeat and schedule in one request (docs/player.md, "Sync")', () => {
  let w: SyncWorld;
  let t: TestApp;
  let host: SyncWorld['host'];
  const screen = (name: string) => w.screen(name);

  beforeAll(async () => {
    w = await syncWorld('sync');
    ({ t, host } = w);
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
});
