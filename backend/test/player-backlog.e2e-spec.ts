import { Client } from 'pg';
import { eventually, play, playCount, playerToken } from './utils/player-fixtures';
import { at, type SyncWorld, syncWorld } from './utils/sync-fixtures';

/**
 * A backlog of plays (docs/player.md): while more plays wait for a statement than
 * PLAY_INGEST_MAX_QUEUED, a call that brings more is answered 503 at once and stores none of
 * them; what was queued before is stored and answered, and the refused plays, sent again, count.
 */
describe('plays past the backlog limit: 503 at once, nothing half-stored, accepted when sent again', () => {
  let w: SyncWorld;
  let holder: Client;
  // pg_locks, not pg_stat_activity: the holder's transaction would keep its first snapshot of the latter.
  const waitingOnLock = async () => {
    const { rows } = await holder.query<{ n: number }>(
      `select count(*)::int as n from pg_locks where not granted and relation = 'plays'::regclass`,
    );
    return rows[0].n;
  };

  beforeAll(async () => {
    w = await syncWorld('backlog', { PLAY_INGEST_MAX_QUEUED: '500' });
    holder = new Client({ connectionString: w.t.databaseUrl });
    await holder.connect();
  });
  afterAll(async () => {
    await holder.end();
    await w.t.close();
  });

  it('queues up to the limit behind two stalled statements, refuses past it, and stores exactly what it answered', async () => {
    const [a, b, s] = [await w.screen('Backlog A'), await w.screen('Backlog B'), await w.screen('Backlog C')];
    for (const screen of [a, b, s]) await screen.sync({ plays: [] }).expect(200); // token, state and schedule known
    await holder.query('begin');
    await holder.query('lock table plays in exclusive mode'); // every ingest statement now waits
    const first = a.sync({ plays: [play(a.ad.id, at(-5), 'bl-a')] }).then((r) => r);
    expect(await eventually(waitingOnLock, (n) => n === 1)).toBe(1);
    const second = b.sync({ plays: [play(b.ad.id, at(-5), 'bl-b')] }).then((r) => r);
    expect(await eventually(waitingOnLock, (n) => n === 2)).toBe(2);
    // Both statements are in flight; these 500 wait for the next one: the limit, reached.
    const full = Array.from({ length: 500 }, (_, i) => play(s.ad.id, at(-10 * (i + 1)), `bl-c-${i}`));
    const queued = s.sync({ plays: full }).then((r) => r);
    await new Promise((r) => setTimeout(r, 100));

    const extra = play(s.ad.id, at(-6000), 'bl-d');
    const refused = await s.sync({ plays: [extra] }).expect(503);
    expect(refused.headers['retry-after']).toBe('5');
    expect(refused.body).toEqual({
      statusCode: 503,
      message: 'Too many plays are waiting to be stored; send them again in 5 seconds',
      details: { reason: 'plays_backlog', retryAfterSeconds: 5 },
    });
    const token = await playerToken(w.t, s.id);
    const batch = await w.t
      .agent()
      .post(`/api/displays/${s.id}/plays`)
      .set('Authorization', `Bearer ${token}`)
      .send({ plays: [extra] });
    expect([batch.status, batch.body.details]).toEqual([503, { reason: 'plays_backlog', retryAfterSeconds: 5 }]);
    // A sync without plays still answers the schedule.
    const bare = await s.sync({ plays: [] }).expect(200);
    expect(bare.body.schedule.paidBookings).toHaveLength(1);

    await holder.query('commit');
    const [ra, rb, rc] = await Promise.all([first, second, queued]);
    expect([ra.status, rb.status, rc.status]).toEqual([200, 200, 200]);
    expect([ra.body.accepted, rb.body.accepted, rc.body.accepted]).toEqual([1, 1, 500]);
    expect(await playCount(w.t, 'display_id in (?, ?, ?)', [a.id, b.id, s.id])).toBe(502);
    expect(await playCount(w.t, `client_play_id = 'bl-d'`)).toBe(0);

    const again = await s.sync({ plays: [extra] }).expect(200);
    expect(again.body).toMatchObject({ accepted: 1, results: [{ clientPlayId: 'bl-d', status: 'accepted' }] });
    expect(await playCount(w.t, 'display_id = ?', [s.id])).toBe(501);
  });
});
