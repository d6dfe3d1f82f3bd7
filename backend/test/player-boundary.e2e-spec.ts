import { Client } from 'pg';
import { FixedClock } from '../src/common/clock/clock';
import { NEAR_BOUNDARY_LOCK_KEY } from '../src/modules/player/play-partitions.repository';
import { PlayerRepository, type PlayOutcome } from '../src/modules/player/player.repository';
import { approvedDisplay, tenantWithCreative } from './utils/booking-fixtures';
import { booking, playCount } from './utils/player-fixtures';
import type { TestApp } from './utils/test-app';
import { createTestApp, signedInAs, signedInAsAdmin } from './utils/test-app';

/**
 * Near a UTC month boundary, one clientPlayId shown on both sides of it could be stored into two
 * month partitions by two statements at once. Each such statement first locks its displays, so only
 * statements sharing a display wait for each other (docs/player.md, "Partitions and retention").
 * June 30's evening in Phoenix is July 1 in UTC: the booking's plays straddle the boundary.
 */
const JUNE_30 = '2025-06-30';
const BEFORE = new Date('2025-06-30T23:59:50Z');
const AFTER = new Date('2025-07-01T00:00:20Z');

describe('plays near a month boundary', () => {
  let t: TestApp;
  let repository: PlayerRepository;
  let creativeId: number;
  let displays: { id: number }[];
  let n = 0;

  beforeAll(async () => {
    t = await createTestApp({}, new FixedClock(new Date('2025-06-01T19:00:00Z')));
    const admin = (await signedInAsAdmin(t)).agent;
    const host = await signedInAs(t, 'host', 'boundary-host');
    const tenant = await tenantWithCreative(t, admin, 'boundary-tenant');
    creativeId = tenant.creative.id;
    displays = [];
    for (const name of ['Edge A', 'Edge B']) {
      const display = await approvedDisplay(host.agent, admin, name, { startTime: '09:00', endTime: '23:00' });
      await booking(admin, tenant.agent, display.id, creativeId, [JUNE_30], 2);
      displays.push(display);
    }
    repository = t.app.get(PlayerRepository);
  });
  afterAll(() => t.close());

  /** One play straight to the ingest statement (no group commit), so two calls are two statements. */
  const insert = async (displayId: number, shownAt: Date, clientPlayId: string): Promise<PlayOutcome> => {
    const outcomes = await repository.insertPlays(
      [{ idx: 0, displayId, adCreativeId: creativeId, clientPlayId, shownAt, verified: false }],
      new Date(AFTER.getTime() + 60_000),
    );
    return outcomes.get(0)!;
  };

  it('stores a clientPlayId sent at once with shown times in two months once, again and again', async () => {
    const [a] = displays;
    for (let round = 0; round < 5; round++) {
      const id = `twin-${round}`;
      // Other slots each round: the two copies differ only in month, not in slot rule.
      const before = new Date(BEFORE.getTime() - round * 20_000);
      const after = new Date(AFTER.getTime() + round * 20_000);
      const outcomes = await Promise.all([insert(a.id, before, id), insert(a.id, after, id)]);
      expect(outcomes.toSorted()).toEqual(['accepted', 'duplicate']);
      expect(await playCount(t, 'display_id = ? and client_play_id = ?', [a.id, id])).toBe(1);
    }
  });

  it('makes a statement wait only for another holding one of its displays', async () => {
    const [a, b] = displays;
    const holder = new Client({ connectionString: t.databaseUrl });
    await holder.connect();
    try {
      await holder.query('begin');
      await holder.query('select pg_advisory_xact_lock($1::int, $2::int)', [NEAR_BOUNDARY_LOCK_KEY, a.id]);
      const forA = insert(a.id, new Date(AFTER.getTime() + 200_000), `held-${++n}`);
      let aDone = false;
      void forA.then(() => (aDone = true));
      // Display B's statement goes through while A's lock is held.
      expect(await insert(b.id, new Date(AFTER.getTime() + 200_000), `free-${++n}`)).toBe('accepted');
      await new Promise((r) => setTimeout(r, 300));
      expect(aDone).toBe(false);
      await holder.query('commit');
      expect(await forA).toBe('accepted');
    } finally {
      await holder.end();
    }
  });

  it('still finds a copy across the boundary sent later, with another shown time', async () => {
    const [, b] = displays;
    expect(await insert(b.id, new Date(BEFORE.getTime() - 200_000), 'late-copy')).toBe('accepted');
    expect(await insert(b.id, new Date(AFTER.getTime() + 300_000), 'late-copy')).toBe('duplicate');
    expect(await playCount(t, 'display_id = ? and client_play_id = ?', [b.id, 'late-copy'])).toBe(1);
  });
});
