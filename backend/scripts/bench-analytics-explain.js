// BENCH_EXPLAIN=1 of bench-analytics.js: where the analytics statements' time goes
// (EXPLAIN (ANALYZE, BUFFERS) of each, run through the app's own repositories), and what the
// ingest statement costs at this data size (docs/performance.md, "Analytics at 100 M plays").
const path = require('path');

const dist = path.resolve(__dirname, '..', 'dist');

// The two all-time statements as they were before the running totals (issue 20, item 5), kept
// here only to show the before/after at the same data size (docs/performance.md).
const BEFORE = {
  host: `select d.id, d.name, d.deleted_at is not null as deleted, d.status = 'approved' as approved,
       display_capacity_hours(d.start_time, d.end_time) as capacity, coalesce(b.revenue, 0)::text as revenue,
       b.active_bookings, coalesce(b.window_hours, 0) as window_hours, coalesce(p.impressions, 0)::float8 as impressions,
       (sum(coalesce(b.revenue, 0)) over ())::text as total_revenue
  from displays d
  cross join lateral (select display_today(d.time_zone, $1::timestamptz) as today) z
  cross join lateral (
    select sum(b.total_price) filter (where b.paid_at is not null) as revenue,
           count(*) filter (where b.booking_date >= z.today)::int as active_bookings,
           sum(b.hours_booked) filter (where b.booking_date between z.today - ($2::int - 1) and z.today)::int as window_hours
      from bookings b where b.display_id = d.id and b.status = 'confirmed') b
  cross join lateral (select sum(t.plays)::bigint as impressions from booking_play_totals t where t.display_id = d.id) p
 where d.host_id = $3
 order by d.name, d.id`,
  tenant: `with b as (
    select b.ad_creative_id, count(*)::int as bookings,
           count(*) filter (where b.status = 'confirmed' and b.booking_date >= display_today(d.time_zone, $1::timestamptz))::int as active_bookings
      from bookings b join displays d on d.id = b.display_id
     where b.tenant_id = $2 and b.status in ('pending', 'confirmed')
     group by b.ad_creative_id
  ), p as (
    select t.ad_creative_id, sum(t.plays)::bigint as impressions, max(t.last_shown_at) as last_shown_at
      from ad_creatives c join booking_play_totals t on t.ad_creative_id = c.id
     where c.owner_id = $2
     group by t.ad_creative_id
  )
  select c.id, c.name, c.deleted_at is not null as deleted, c.dimensions, c.status, c.content_hash, c.content_type, c.thumbnail_hash,
         coalesce(b.bookings, 0) as bookings, coalesce(b.active_bookings, 0) as active_bookings,
         coalesce(p.impressions, 0)::float8 as impressions, p.last_shown_at
    from ad_creatives c left join b on b.ad_creative_id = c.id left join p on p.ad_creative_id = c.id
   where c.owner_id = $2
   order by c.created_at desc, c.id desc`,
};

/** EXPLAIN (ANALYZE, BUFFERS) of the statements before the running totals, run twice (the second shown: warm cache). */
async function explainBefore(db, ids) {
  const now = new Date().toISOString();
  const runs = [
    ['the host of 500 displays', BEFORE.host, [now, 30, ids.largeHost]],
    ['a host of 45 displays', BEFORE.host, [now, 30, ids.typicalHost]],
    ['a tenant', BEFORE.tenant, [now, ids.tenant]],
  ];
  for (const [who, sql, params] of runs) {
    await db.query(`explain (analyze, buffers, costs off) ${sql}`, params);
    const plan = await db.query(`explain (analyze, buffers, costs off) ${sql}`, params);
    console.log(`EXPLAIN (ANALYZE, BUFFERS), before the running totals, ${who}:`);
    for (const row of plan.rows) console.log(`  ${row['QUERY PLAN']}`);
  }
}

/** Each repository method of the analytics, with its EXPLAIN (ANALYZE, BUFFERS) in place of its rows. */
async function explainAnalytics(app, ids) {
  const { MikroORM } = require('@mikro-orm/postgresql');
  const connection = app.get(MikroORM).em.getConnection();
  const execute = connection.execute;
  const now = new Date();
  // The daily series' default range: the 30 dates ending today (UTC here; the plan is the same).
  const to = now.toISOString().slice(0, 10);
  const from = new Date(now.getTime() - 29 * 86_400_000).toISOString().slice(0, 10);
  const calls = [
    ['hostDisplays', `the host of 500 displays`, [ids.largeHost, now]],
    ['hostDisplays', `a host of 45 displays`, [ids.typicalHost, now]],
    ['tenantCreatives', 'a tenant', [ids.tenant, now]],
    ['latestToday', "the host of 500 displays (the daily series' default range)", ['host', ids.largeHost, now]],
    ['latestToday', "a tenant (the daily series' default range)", ['tenant', ids.tenant, now]],
    ['hostDaily', 'the host of 500 displays, 30 days', [ids.largeHost, from, to]],
    ['tenantDaily', 'a tenant, 30 days', [ids.tenant, from, to]],
  ];
  const repositories = ['analytics.repository', 'analytics-totals.repository']
    .map((file) => {
      try {
        return require(path.join(dist, 'modules', 'analytics', file));
      } catch {
        return {};
      }
    })
    .flatMap((m) => Object.values(m).filter((c) => typeof c === 'function' && c.name.endsWith('Repository')));
  // The plan is kept aside: a method may return one value of its rows rather than the rows.
  let plan = [];
  connection.execute = async (sql, params, method, ctx) =>
    (plan = await execute.call(connection, `explain (analyze, buffers, costs off) ${sql}`, params, 'all', ctx));
  try {
    for (const [method, who, args] of calls)
      for (const Repo of repositories) {
        const repo = app.get(Repo);
        if (typeof repo[method] !== 'function') continue;
        await repo[method](...args); // the second run is shown: warm cache, as the figures' p50
        await repo[method](...args);
        console.log(`EXPLAIN (ANALYZE, BUFFERS) of ${Repo.name}.${method}, ${who}:`);
        for (const row of plan) console.log(`  ${row['QUERY PLAN']}`);
      }
  } finally {
    connection.execute = execute;
  }
}

/**
 * The ingest statement as the server prepares it, for 30 plays of 10 displays (a group commit's
 * worth) of bookings that already have plays (the rollup's update path), each run rolled back:
 * PostgreSQL's own execution time, median and p90 over 40 runs after 6 (generic plan), beside the
 * same statement without its append of the pending totals (docs/analytics.md, "Running totals"), run alternately.
 */
async function ingestCost(db) {
  const { INSERT_PLAYS_SQL, insertPlaysParams } = require(path.join(dist, 'modules', 'player', 'play-insert.sql'));
  const withoutTotals = INSERT_PLAYS_SQL.replace(/\), pending as \([\s\S]*?\n\)\nselect m\.idx/, ')\nselect m.idx');
  if (withoutTotals === INSERT_PLAYS_SQL) throw new Error('the ingest statement has no pending CTE to leave out');
  const { BOUNDARY_MARGIN_MS, nearMonthBoundary } = require(path.join(dist, 'modules', 'player', 'near-month-boundary'));
  const bookings = (
    await db.query(`select t.booking_id, t.display_id, t.ad_creative_id, t.last_shown_at from booking_play_totals t
      where t.play_date = (select max(play_date) - 1 from booking_play_totals) order by t.display_id limit 10`)
  ).rows;
  const at = new Date();
  const batch = (round) =>
    insertPlaysParams(
      bookings.flatMap((b) =>
        [0, 1, 2].map((k) => ({
          idx: k,
          displayId: b.display_id,
          adCreativeId: b.ad_creative_id,
          bookingId: b.booking_id,
          clientPlayId: `ingest-${round}-${k}`,
          shownAt: new Date(b.last_shown_at.getTime() + (round * 3 + k + 1) * 10_000),
          verified: false,
          near: nearMonthBoundary(new Date(b.last_shown_at.getTime() + (round * 3 + k + 1) * 10_000)),
        })),
      ),
      at,
      BOUNDARY_MARGIN_MS,
    );
  const statements = { with: INSERT_PLAYS_SQL, without: withoutTotals };
  // Its parameters' types come from the statement's own casts.
  for (const [name, sql] of Object.entries(statements)) await db.query(`prepare bench_ingest_${name} as ${sql}`);
  const times = { with: [], without: [] };
  let shown;
  for (let round = 0; round < 46; round++)
    for (const name of Object.keys(statements)) {
      const execute = `execute bench_ingest_${name}(${batch(round)
        .map((v) => db.escapeLiteral(v))
        .join(', ')})`;
      await db.query('begin');
      const plan = await db.query(`explain (analyze, buffers, costs off) ${execute}`);
      await db.query('rollback');
      const lines = plan.rows.map((r) => r['QUERY PLAN']);
      if (round >= 6) times[name].push(Number(/Execution Time: ([\d.]+)/.exec(lines.at(-1))[1]));
      if (round === 45 && name === 'with') shown = lines;
    }
  for (const name of Object.keys(statements)) await db.query(`deallocate bench_ingest_${name}`);
  console.log('Ingest statement, 30 plays of 10 displays (known bookings, rolled back), 40 runs each, alternately:');
  console.log(`  with the pending totals' append: ${figures(times.with)}; without it: ${figures(times.without)}`);
  if (process.env.BENCH_EXPLAIN === '1') for (const line of shown) console.log(`  ${line}`);
}

/** Median and p90 of a list of milliseconds. */
function figures(list) {
  const sorted = list.toSorted((a, b) => a - b);
  return `median ${sorted[Math.floor(sorted.length / 2)].toFixed(2)} ms, p90 ${sorted[Math.ceil(0.9 * sorted.length) - 1].toFixed(2)} ms`;
}

module.exports = { explainAnalytics, explainBefore, ingestCost };
