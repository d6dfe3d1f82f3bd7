import { FixedClock } from '../src/common/clock/clock';
import { INSERT_PLAYS_SQL, insertPlaysParams, type PlayRowInput } from '../src/modules/player/play-insert.sql';
import { PlayPartitionsJob } from '../src/modules/player/play-partitions.job';
import { BOUNDARY_MARGIN_MS } from '../src/modules/player/near-month-boundary';
import { PlayerRepository, type PlayOutcome } from '../src/modules/player/player.repository';
import { approvedDisplay, tenantWithCreative } from './utils/booking-fixtures';
import { booking, playCount } from './utils/player-fixtures';
import type { TestApp } from './utils/test-app';
import { createTestApp, signedInAs, signedInAsAdmin } from './utils/test-app';

/**
 * What a refused play is answered, and what finding that out costs: a play the insert did not store
 * is a duplicate only when a copy is where the insert looks for one, its month and within 49 hours
 * across a boundary (docs/player.md, "Partitions and retention"); that lookup is index probes of
 * those months, never a scan of every play (docs/performance.md, "A refused play's outcome").
 * Phoenix's 09:00–23:00 is 16:00–06:00 UTC.
 */
const JUNE_10 = '2025-06-10';
const JULY_15 = '2025-07-15';
const at = (iso: string) => new Date(iso);

describe('a refused play’s outcome', () => {
  let t: TestApp;
  let repository: PlayerRepository;
  let creativeId: number;
  let displayId: number;
  let bookingId: number;

  beforeAll(async () => {
    t = await createTestApp({}, new FixedClock(new Date('2025-06-01T19:00:00Z')));
    const admin = (await signedInAsAdmin(t)).agent;
    const host = await signedInAs(t, 'host', 'outcome-host');
    const tenant = await tenantWithCreative(t, admin, 'outcome-tenant');
    creativeId = tenant.creative.id;
    const display = await approvedDisplay(host.agent, admin, 'Outcome Screen', { startTime: '09:00', endTime: '23:00' });
    displayId = display.id;
    const booked = await booking(admin, tenant.agent, displayId, creativeId, [JUNE_10, JULY_15], 2);
    bookingId = booked.bookings.find((b) => b.bookingDate === JUNE_10)!.id;
    repository = t.app.get(PlayerRepository);
  });
  afterAll(() => t.close());

  const insert = async (plays: [clientPlayId: string, shownAt: Date][]): Promise<PlayOutcome[]> => {
    const outcomes = await repository.insertPlays(
      plays.map(([clientPlayId, shownAt], idx) => ({ idx, displayId, adCreativeId: creativeId, clientPlayId, shownAt, verified: false })),
      at('2025-07-16T00:00:00Z'),
    );
    return plays.map((_, idx) => outcomes.get(idx)!);
  };

  it('is a duplicate for a copy in its month, else what refused it', async () => {
    expect(await insert([['first', at('2025-06-10T18:00:01Z')]])).toEqual(['accepted']);
    expect(await insert([['first', at('2025-06-10T18:00:02Z')]])).toEqual(['duplicate']); // resent: its own slot
    expect(await insert([['first', at('2025-06-10T20:00:01Z')]])).toEqual(['duplicate']); // stamped anew, in another slot
    expect(await insert([['first', at('2025-06-10T12:00:01Z')]])).toEqual(['duplicate']); // outside the day's hours: the copy decides
    expect(
      await insert([
        ['other', at('2025-06-10T18:00:05Z')], // a new play in the taken slot
        ['later', at('2025-06-10T12:00:01Z')], // outside the day's hours
      ]),
    ).toEqual(['rate_limited', 'not_scheduled']);
    // Weeks away in another month the insert finds no copy: the same id is a play of its own,
    // and refused by what refused it.
    expect(await insert([['first', at('2025-07-15T18:00:01Z')]])).toEqual(['accepted']);
    expect(await insert([['first', at('2025-07-15T12:00:01Z')]])).toEqual(['duplicate']);
    expect(await insert([['june-only', at('2025-06-10T19:00:01Z')]])).toEqual(['accepted']);
    expect(await insert([['june-only', at('2025-07-15T18:00:03Z')]])).toEqual(['rate_limited']);
    expect(await insert([['june-only', at('2025-07-15T12:00:03Z')]])).toEqual(['not_scheduled']);
    expect(await playCount(t, 'display_id = ?', [displayId])).toBe(3);
  });

  it('takes any id through the statement as it was sent', async () => {
    const ids = ['quote"d', 'back\\slash', 'comma,{braces}', 'NULL', ' spaced ', 'é😀'];
    const plays = ids.map((clientPlayId, k) => ({
      displayId,
      adCreativeId: creativeId,
      bookingId,
      clientPlayId,
      shownAt: new Date(at('2025-06-10T21:00:01Z').getTime() + k * 10_000),
    }));
    expect(await repository.recordKnownPlays(plays, at('2025-07-16T00:00:00Z'))).toBe(ids.length);
    const stored = await t.orm.em
      .getConnection()
      .execute<{ client_play_id: string }[]>(
        `select client_play_id from plays where display_id = ? and shown_at >= '2025-06-10T21:00:00Z' and shown_at < '2025-06-11T00:00:00Z' order by shown_at`,
        [displayId],
      );
    expect(stored.map((r) => r.client_play_id)).toEqual(ids);
    expect(await repository.recordKnownPlays(plays, at('2025-07-16T00:00:00Z'))).toBe(0);
  });

  it('looks for the copy by index probes, not a scan of the month’s plays', async () => {
    // A month with plays and no statistics yet, as every month is at its start; plays of a known
    // booking skip the schedule's match, so they may fill slots of a day it does not cover.
    const base = at('2025-06-20T00:00:00Z').getTime();
    const fill = Array.from({ length: 1500 }, (_, k) => ({
      displayId,
      adCreativeId: creativeId,
      bookingId,
      clientPlayId: `fill-${k}`,
      shownAt: new Date(base + k * 10_000 + 5_000),
    }));
    expect(await repository.recordKnownPlays(fill, at('2025-07-16T00:00:00Z'))).toBe(1500);
    const rows = (round: number): PlayRowInput[] =>
      Array.from({ length: 48 }, (_, k) => ({
        idx: k,
        displayId,
        adCreativeId: creativeId,
        bookingId: null,
        // Each a copy, shown on a day not booked: the copy decides before the schedule does.
        clientPlayId: `fill-${round * 48 + k}`,
        shownAt: new Date(base + (round * 48 + k) * 10_000 + 5_000),
        verified: false,
        near: false,
      }));
    const db = t.orm.em.getConnection();
    const execute = (round: number) =>
      `execute outcome_probe(${literals(insertPlaysParams(rows(round), at('2025-07-16T00:00:00Z'), BOUNDARY_MARGIN_MS))})`;
    // The plan a pooled connection keeps (generic, after five custom ones), and a plan made for
    // a batch of known size: neither scans a month's plays for the copies.
    for (const mode of ['auto', 'force_custom_plan']) {
      await db.execute(`set plan_cache_mode = ${mode}`);
      await db.execute(`prepare outcome_probe as ${INSERT_PLAYS_SQL}`);
      try {
        for (let round = 0; round < 7; round++)
          expect((await db.execute<{ outcome: string }[]>(execute(round))).map((r) => r.outcome)).toEqual(Array(48).fill('duplicate'));
        const [{ 'QUERY PLAN': plan }] = await db.execute<{ 'QUERY PLAN': [{ Plan: PlanNode }] }[]>(
          `explain (analyze, format json) ${execute(7)}`,
        );
        const onPlays = nodes(plan[0].Plan).filter((n) => n['Relation Name']?.startsWith('plays_'));
        expect(onPlays.filter((n) => n['Node Type'] === 'Seq Scan').map((n) => n['Relation Name'])).toEqual([]);
        expect(onPlays.filter((n) => n['Relation Name'] === 'plays_2025_06' && n['Node Type'].includes('Index'))).not.toHaveLength(0);
      } finally {
        await db.execute('deallocate outcome_probe');
        await db.execute('reset plan_cache_mode');
      }
    }
  });

  it('plans the lookups of a month analyzed while empty as index probes again after the partitions job', async () => {
    const job = t.app.get(PlayPartitionsJob);
    await job.runRound(); // the current month and two ahead: August 2025 is made, empty
    const db = t.orm.em.getConnection();
    await db.execute('analyze plays'); // as a database-wide ANALYZE does: August's statistics say empty
    const reltuples = async () =>
      Number((await db.execute<{ n: number }[]>(`select reltuples as n from pg_class where relname = 'plays_2025_08'`))[0].n);
    expect(await reltuples()).toBe(0);
    const june = (k: number): PlayRowInput => ({
      idx: 0,
      displayId,
      adCreativeId: creativeId,
      bookingId,
      clientPlayId: `june-25-${k}`,
      shownAt: new Date(at('2025-06-25T18:00:01Z').getTime() + k * 10_000),
      verified: false,
      near: false,
    });
    const execute = (k: number) =>
      `execute empty_month(${literals(insertPlaysParams([june(k)], at('2025-06-26T00:00:00Z'), BOUNDARY_MARGIN_MS))})`;
    const onAugust = async (k: number) => {
      const [{ 'QUERY PLAN': plan }] = await db.execute<{ 'QUERY PLAN': [{ Plan: PlanNode }] }[]>(`explain (format json) ${execute(k)}`);
      return nodes(plan[0].Plan)
        .filter((n) => n['Relation Name'] === 'plays_2025_08')
        .map((n) => n['Node Type']);
    };
    await db.execute(`prepare empty_month as ${INSERT_PLAYS_SQL}`);
    try {
      // The plan a connection keeps: with August "empty", its lookups scan it, and would at August's first plays.
      for (let k = 0; k < 7; k++) expect((await db.execute<{ outcome: string }[]>(execute(k)))[0].outcome).toBe('accepted');
      expect(await onAugust(7)).toContain('Seq Scan');
      const round = await job.runRound();
      expect(round?.forgotten).toContain('plays_2025_08');
      expect(await reltuples()).toBe(-1);
      const after = await onAugust(8);
      expect(after).not.toContain('Seq Scan');
      expect(after.some((type) => type.includes('Index'))).toBe(true);
      // A month with plays keeps its statistics.
      expect(round?.forgotten).not.toContain('plays_2025_06');
    } finally {
      await db.execute('deallocate empty_month');
    }
  });
});

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

function nodes(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(nodes)];
}

/** Parameters as SQL literals: EXECUTE takes no bind parameters. */
function literals(values: string[]): string {
  return values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ');
}
