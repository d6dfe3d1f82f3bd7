import type TestAgent from 'supertest/lib/agent';
import { FixedClock } from '../src/common/clock/clock';
import { approvedCreative, approvedDisplay, tenantWithCreative } from './utils/booking-fixtures';
import { booking, foldPlayTotals, play, playCount, playerToken } from './utils/player-fixtures';
import type { TestApp } from './utils/test-app';
import { createTestApp, signedInAs, signedInAsAdmin } from './utils/test-app';

const NOW = new Date('2026-12-01T19:00:00Z'); // 12:00 on 2026-12-01 in Phoenix
const TODAY = '2026-12-01';
const at = (secondsFromNow: number) => new Date(NOW.getTime() + secondsFromNow * 1000);

describe('plays: accepted only when due, counted once, bounded per display (docs/player.md)', () => {
  let t: TestApp;
  let clock: FixedClock;
  let admin: TestAgent;
  let host: Awaited<ReturnType<typeof signedInAs>>;
  let tenant: Awaited<ReturnType<typeof tenantWithCreative>>;
  /** A display with the tenant's creative paid for today since 10:00 (Phoenix), and a token for it. */
  const screen = async (name: string, overrides = {}) => {
    clock.set(at(-2 * 3600)); // plays are judged by what was due when shown: due well before the plays below
    const d = await approvedDisplay(host.agent, admin, name, overrides);
    const ad = await approvedCreative(tenant.agent, admin, `${name} ad`);
    const group = await booking(admin, tenant.agent, d.id, ad.id, [TODAY], 2);
    clock.set(NOW);
    const token = await playerToken(t, d.id);
    const post = (path: string, body: object) =>
      t.agent().post(`/api/displays/${d.id}/${path}`).set('Authorization', `Bearer ${token}`).send(body);
    return { id: d.id, ad, bookingId: group.bookings[0].id, post };
  };

  beforeAll(async () => {
    clock = new FixedClock(NOW);
    t = await createTestApp({}, clock);
    admin = (await signedInAsAdmin(t)).agent;
    host = await signedInAs(t, 'host', 'plays-host');
    tenant = await tenantWithCreative(t, admin, 'plays-tenant');
  });
  afterAll(() => t.close());

  it('stores an accepted impression with display, creative, booking, shownAt and arrival time before answering', async () => {
    const s = await screen('Stored');
    const res = await s
      .post('impression', { adCreativeId: s.ad.id, clientPlayId: 'first-play', shownAt: at(-30).toISOString() })
      .expect(201);
    expect(res.body).toEqual({ status: 'accepted' });
    // Durable when acknowledged: the row is there as soon as the 2xx arrived.
    const rows = await t.orm.em
      .fork()
      .getConnection()
      .execute(`select display_id, ad_creative_id, booking_id, client_play_id, shown_at, received_at from plays where display_id = ?`, [
        s.id,
      ]);
    expect(
      rows.map((r: Record<string, unknown>) => ({
        ...r,
        shown_at: new Date(r.shown_at as string),
        received_at: new Date(r.received_at as string),
      })),
    ).toEqual([
      {
        display_id: s.id,
        ad_creative_id: s.ad.id,
        booking_id: s.bookingId,
        client_play_id: 'first-play',
        shown_at: at(-30),
        received_at: NOW,
      },
    ]);
    // Without shownAt or clientPlayId (the single-play call) the play is now, with an id of the server's.
    await s.post('impression', { adCreativeId: s.ad.id }).expect(201);
    expect(await playCount(t, 'display_id = ?', [s.id])).toBe(2);
  });

  it('counts a resent play once', async () => {
    const s = await screen('Resent');
    const body = { adCreativeId: s.ad.id, clientPlayId: 'resent-1', shownAt: at(-60).toISOString() };
    await s.post('impression', body).expect(201);
    expect((await s.post('impression', body).expect(200)).body).toEqual({ status: 'duplicate' });
    const batch = await s.post('plays', { plays: [play(s.ad.id, at(-60), 'resent-1'), play(s.ad.id, at(-60), 'resent-1')] }).expect(200);
    expect(batch.body.results.map((r: { status: string }) => r.status)).toEqual(['duplicate', 'duplicate']);
    expect(await playCount(t, 'display_id = ?', [s.id])).toBe(1);
  });

  it('validates the single impression: fields, the 48-hour window, not scheduled (422), the rate bound (429)', async () => {
    const s = await screen('Validated');
    const other = await approvedCreative(tenant.agent, admin, 'Never booked here');
    const cases: [object, number, string][] = [
      [{}, 400, 'adCreativeId is required'],
      [{ adCreativeId: 'x' }, 400, 'adCreativeId must be a whole number of at least 1'],
      [{ adCreativeId: 0 }, 400, 'adCreativeId must be a whole number of at least 1'],
      [{ adCreativeId: s.ad.id, shownAt: 'yesterday' }, 400, 'shownAt must be an ISO time with a zone, such as 2026-11-23T17:00:00Z'],
      [
        { adCreativeId: s.ad.id, shownAt: '2026-12-01T12:00:00' },
        400,
        'shownAt must be an ISO time with a zone, such as 2026-11-23T17:00:00Z',
      ],
      [{ adCreativeId: s.ad.id, clientPlayId: 'has space' }, 400, 'clientPlayId must be 1–64 letters, digits, - or _'],
      [{ adCreativeId: s.ad.id, shownAt: at(-48 * 3600 - 1).toISOString() }, 400, 'shownAt is more than 48 hours ago'],
      [{ adCreativeId: s.ad.id, shownAt: at(121).toISOString() }, 400, 'shownAt is in the future'],
      [{ adCreativeId: other.id }, 422, 'Ad creative is not scheduled on this display at that time'],
      [{ adCreativeId: s.ad.id, shownAt: '2026-12-01T15:59:59Z' }, 422, 'Ad creative is not scheduled on this display at that time'], // 08:59:59, before opening
    ];
    for (const [body, status, message] of cases) {
      const res = await s.post('impression', body);
      expect([body, res.status, res.body]).toEqual([body, status, { statusCode: status, message }]);
    }
    // A small clock skew is fine.
    await s.post('impression', { adCreativeId: s.ad.id, shownAt: at(90).toISOString() }).expect(201);
    expect((await s.post('impression', { adCreativeId: s.ad.id, shownAt: at(91).toISOString() }).expect(429)).body).toEqual({
      statusCode: 429,
      message: 'Too many plays for this display',
    });
    expect(await playCount(t, 'display_id = ?', [s.id])).toBe(1);
  });

  it('accepts at most one play per display and 10-second slot', async () => {
    const s = await screen('Bounded');
    const plays = Array.from({ length: 40 }, (_, i) => play(s.ad.id, at(-600 + i * 2.5))); // 40 plays over 100 s
    const res = await s.post('plays', { plays }).expect(200);
    expect(res.body).toMatchObject({ accepted: 10, duplicates: 0, refused: 30 });
    expect(res.body.results.filter((r: { reason?: string }) => r.reason === 'rate_limited')).toHaveLength(30);
    expect(await playCount(t, 'display_id = ?', [s.id])).toBe(10);
    // Concurrent requests for the same slots: still one each.
    const racing = await Promise.all(Array.from({ length: 8 }, (_, i) => s.post('plays', { plays: [play(s.ad.id, at(-300 + (i % 2)))] })));
    expect(racing.map((r) => r.body.accepted).reduce((a, b) => a + b, 0)).toBe(1);
    expect(await playCount(t, 'display_id = ?', [s.id])).toBe(11);
  });

  it('answers a batch per play: accepted, duplicate, refused with a reason', async () => {
    const s = await screen('Mixed');
    const notBooked = await approvedCreative(tenant.agent, admin, 'Not booked');
    await s.post('plays', { plays: [play(s.ad.id, at(-200), 'already')] }).expect(200);
    const res = await s
      .post('plays', {
        plays: [
          play(s.ad.id, at(-100), 'ok-1'),
          play(s.ad.id, at(-200), 'already'),
          play(notBooked.id, at(-80), 'not-booked'),
          play(s.ad.id, at(-49 * 3600), 'too-old'),
          play(s.ad.id, at(600), 'future'),
          { clientPlayId: 'bad', adCreativeId: 'x', shownAt: at(-10).toISOString() },
          'not an object',
          play(s.ad.id, at(-99), 'same-slot'),
          play(s.ad.id, at(-50), 'ok-2'),
          { clientPlayId: 'year-one', adCreativeId: s.ad.id, shownAt: '0001-01-01T00:00:00Z' },
        ],
      })
      .expect(200);
    expect(res.body).toEqual({
      accepted: 2,
      duplicates: 1,
      refused: 7,
      results: [
        { index: 0, clientPlayId: 'ok-1', status: 'accepted' },
        { index: 1, clientPlayId: 'already', status: 'duplicate' },
        { index: 2, clientPlayId: 'not-booked', status: 'refused', reason: 'not_scheduled' },
        { index: 3, clientPlayId: 'too-old', status: 'refused', reason: 'too_old' },
        { index: 4, clientPlayId: 'future', status: 'refused', reason: 'in_future' },
        { index: 5, clientPlayId: 'bad', status: 'refused', reason: 'invalid' },
        { index: 6, clientPlayId: null, status: 'refused', reason: 'invalid' },
        { index: 7, clientPlayId: 'same-slot', status: 'refused', reason: 'rate_limited' },
        { index: 8, clientPlayId: 'ok-2', status: 'accepted' },
        // A real time, long ago: too old, not malformed.
        { index: 9, clientPlayId: 'year-one', status: 'refused', reason: 'too_old' },
      ],
    });
    expect(await playCount(t, 'display_id = ?', [s.id])).toBe(3);
  });

  it('refuses a batch that is not a list of 1–500 plays', async () => {
    const s = await screen('Envelope');
    for (const body of [{}, { plays: [] }, { plays: 'x' }, { plays: Array.from({ length: 501 }, (_, i) => play(s.ad.id, at(-i * 10))) }]) {
      const res = await s.post('plays', body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ statusCode: 400, message: expect.any(String) });
    }
    expect(await playCount(t, 'display_id = ?', [s.id])).toBe(0);
  });

  it('keeps the per-booking rollup equal to a recount of raw plays after a burst of plays, duplicates and refusals', async () => {
    const s = await screen('Rollup');
    const ids = Array.from({ length: 120 }, (_, i) => `burst-${i}`);
    // 20 concurrent batches; plays 6 s apart so some share a slot; every third one resent.
    await Promise.all(
      Array.from({ length: 20 }, (_, b) =>
        s
          .post('plays', {
            plays: ids.slice(b * 6, b * 6 + 6).flatMap((id, i) => {
              const p = play(s.ad.id, at(-3000 + (b * 6 + i) * 6), id);
              return i % 3 === 0 ? [p, p] : [p];
            }),
          })
          .expect(200),
      ),
    );
    await foldPlayTotals(t);
    const [rollup] = await t.orm.em
      .fork()
      .getConnection()
      .execute(`select plays, last_shown_at, play_date::text as date from booking_play_totals where booking_id = ?`, [s.bookingId]);
    const [recount] = await t.orm.em
      .fork()
      .getConnection()
      .execute(`select count(*)::int as plays, max(shown_at) as last_shown_at from plays where booking_id = ?`, [s.bookingId]);
    expect(recount.plays).toBe(72); // 120 plays 6 s apart span 72 slots: one per slot survives
    expect(rollup).toEqual({ plays: recount.plays, last_shown_at: recount.last_shown_at, date: TODAY });
  });
});
