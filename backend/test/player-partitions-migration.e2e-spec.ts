import type { AnalyticsWorld } from './utils/analytics-fixtures';
import { analyticsWorld, standardPlays } from './utils/analytics-fixtures';

/**
 * The migration that partitions plays by month keeps every play, and its `down` gives them back
 * to one plain table (docs/player.md, "Partitions and retention"): run down and up again on a
 * database holding plays of two months.
 */
describe('partitioning plays keeps every row, both ways', () => {
  let w: AnalyticsWorld;
  beforeAll(async () => {
    w = await analyticsWorld();
    await standardPlays(w);
  });
  afterAll(() => w.t.close());

  const query = <T>(sql: string): Promise<T[]> => w.t.orm.em.fork().getConnection().execute(sql);
  const plays = () => query<{ row: string }>('select row(p.*)::text as row from plays p order by id');
  const shape = async () => {
    const [row] = await query<{ kind: string; partitions: string; indexes: string; foreignKeys: number }>(
      `select c.relkind as kind,
              (select string_agg(k.relname, ' ' order by k.relname) from pg_inherits i join pg_class k on k.oid = i.inhrelid
                where i.inhparent = c.oid) as partitions,
              (select string_agg(indexname, ' ' order by indexname) from pg_indexes where tablename = 'plays') as indexes,
              (select count(*)::int from pg_constraint where conrelid = c.oid and contype = 'f') as "foreignKeys"
         from pg_class c where c.relname = 'plays'`,
    );
    return row;
  };

  it('moves the rows out of the partitions and back, with their ids; new ids go on from the same sequence', async () => {
    const before = await plays();
    expect(before).toHaveLength(23);
    // No foreign keys on the partitioned table: the rollup row guards what they did (docs/player.md).
    expect(await shape()).toMatchObject({ kind: 'p', indexes: 'plays_booking_index', foreignKeys: 0 });
    expect((await shape()).partitions).toMatch(/plays_2026_02 plays_2026_03/);

    await w.t.orm.getMigrator().down({ to: 'Migration20261127140000_plays_partitioned' });
    expect(await shape()).toEqual({
      kind: 'r',
      partitions: null,
      indexes: 'plays_booking_index plays_client_play_unique plays_creative_shown_at_index plays_display_slot_unique plays_pkey',
      foreignKeys: 3,
    });
    expect(await plays()).toEqual(before);

    await w.t.orm.getMigrator().up();
    expect(await shape()).toMatchObject({ kind: 'p', indexes: 'plays_booking_index', foreignKeys: 0 });
    expect((await shape()).partitions).toMatch(/^plays_2026_02 plays_2026_03 /);
    expect(await plays()).toEqual(before);
    const maxId = Math.max(...(await query<{ id: string }>('select id from plays')).map((r) => Number(r.id)));
    await w.play('a-paid', '2026-03-10', '2026-03-10T20:00:00Z', 1, 'after');
    const [next] = await query<{ id: string }>("select id from plays where client_play_id like 'after-%'");
    expect(Number(next.id)).toBeGreaterThan(maxId);
  });
});
