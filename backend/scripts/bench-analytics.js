// Benchmark (not a test) of the analytics reads at scale, on the compiled app:
//   npm run build -w backend && npm run bench:analytics -w backend
// A fresh database (a temporary embedded PostgreSQL, or a new database on DATABASE_URL's
// server, dropped afterwards) gets 5,000 displays and 10 million plays (bench-analytics-seed.js;
// BENCH_DISPLAYS and BENCH_PLAYS change the sizes). Then, from a child process (so the client
// does not share the server's event loop), sequential GETs of each analytics call and of the
// same server's /api/health, with p50 and p99. The target is p99 < 100 ms (docs/analytics.md).
const http = require('http');
const os = require('os');
const { performance } = require('perf_hooks');

if (process.argv[2] === '--client') {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const get = (port, urlPath, cookie) =>
    new Promise((resolve, reject) => {
      const started = performance.now();
      http
        .get({ host: '127.0.0.1', port, path: urlPath, agent, headers: cookie ? { cookie } : {} }, (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode, ms: performance.now() - started }));
        })
        .on('error', reject);
    });
  process.on('message', async ({ port, path: urlPath, cookie, warmup, count }) => {
    for (let i = 0; i < warmup; i++) await get(port, urlPath, cookie);
    const results = [];
    for (let i = 0; i < count; i++) results.push(await get(port, urlPath, cookie));
    process.send(results);
  });
  process.on('disconnect', () => agent.destroy());
  return;
}

const { Client } = require('pg');
const { forkClient, ms, percentile, runBenchmark, sessionCookie, startApp } = require('./bench-support');
const { seed } = require('./bench-analytics-seed');
const { explainAnalytics, explainBefore, ingestCost } = require('./bench-analytics-explain');

const DISPLAYS = Number(process.env.BENCH_DISPLAYS ?? 5000);
const PLAYS = Number(process.env.BENCH_PLAYS ?? 10_000_000);
const DAYS = Number(process.env.BENCH_DAYS ?? 40);
const EXPLAIN = process.env.BENCH_EXPLAIN === '1';
const COUNT = Number(process.env.BENCH_REQUESTS ?? 300);
const cleanups = [];

async function main() {
  const { app, db, port } = await startApp(cleanups);

  console.log(`Analytics benchmark: Node ${process.version}, ${os.cpus().length} CPU(s); ${db.where}`);
  console.log(`Seeding ${DISPLAYS} displays, ${DAYS} days of bookings and ${PLAYS} plays:`);
  const started = Date.now();
  const pg = new Client({ connectionString: db.url });
  await pg.connect();
  cleanups.push(() => pg.end());
  // A throw-away embedded server: checkpoints far apart and no full-page images while loading
  // (a crash would lose nothing worth keeping). Never on DATABASE_URL's server.
  if (!process.env.DATABASE_URL) {
    for (const setting of ["max_wal_size = '16GB'", "checkpoint_timeout = '1h'", 'full_page_writes = off'])
      await pg.query(`alter system set ${setting}`);
    await pg.query('select pg_reload_conf()');
  }
  const ids = await seed(pg, { displays: DISPLAYS, plays: PLAYS, days: DAYS, url: db.url });
  const sizes = (
    await pg.query(
      `select (select count(*) from plays)::int as plays, (select count(*) from booking_play_totals)::int as rollup,
      (select count(*) from bookings)::int as bookings, (select count(*) from displays where host_id = $1)::int as large,
      (select count(*) from displays where host_id = $2)::int as typical`,
      [ids.largeHost, ids.typicalHost],
    )
  ).rows[0];
  console.log(
    `Seeded in ${((Date.now() - started) / 1000).toFixed(0)} s: ${sizes.plays} plays, ${sizes.rollup} rollup rows, ${sizes.bookings} bookings.`,
  );

  if (EXPLAIN) {
    await explainBefore(pg, ids);
    await explainAnalytics(app, ids);
  }
  await ingestCost(pg);

  const cookie = (id) => sessionCookie(app, id);
  const ask = forkClient(cleanups, __filename, ['--client']);
  const run = (urlPath, who) => ask({ port, path: urlPath, cookie: who, warmup: 20, count: COUNT });

  const targets = [
    ['GET /api/health (trivial, one SELECT 1)', '/api/health', undefined],
    ['GET /api/health/live (trivial, no database)', '/api/health/live', undefined],
    ['GET /api/user (trivial, signed in: the session check)', '/api/user', await cookie(ids.typicalHost)],
    [`GET /api/host/analytics, a host of ${sizes.typical} displays`, '/api/host/analytics', await cookie(ids.typicalHost)],
    [`GET /api/host/analytics, the host of ${sizes.large} displays`, '/api/host/analytics', await cookie(ids.largeHost)],
    ['GET /api/tenant/analytics', '/api/tenant/analytics', await cookie(ids.tenant)],
    ['GET /api/host/analytics/daily (30 days, large host)', '/api/host/analytics/daily', await cookie(ids.largeHost)],
    ['GET /api/tenant/analytics/daily (30 days)', '/api/tenant/analytics/daily', await cookie(ids.tenant)],
  ];
  console.log(`${COUNT} sequential requests each (after 20 warm-up requests):`);
  let trivialP99;
  let failed = false;
  for (const [label, urlPath, who] of targets) {
    const results = await run(urlPath, who);
    const times = results.map((r) => r.ms);
    const bad = results.filter((r) => r.status !== 200).length;
    const p99 = percentile(times, 99);
    trivialP99 ??= p99;
    const analytics = urlPath.includes('analytics');
    if (analytics && (p99 >= 100 || bad)) failed = true;
    console.log(
      `  ${label}: p50 ${ms(percentile(times, 50))}, p99 ${ms(p99)}${analytics ? ` (${(p99 / trivialP99).toFixed(1)}× /api/health)` : ''}${bad ? `, ${bad} not 200` : ''}`,
    );
  }
  console.log(
    failed
      ? 'FAILED: an analytics call reached 100 ms at p99 (or answered an error)'
      : 'Every analytics call of the target stayed under 100 ms at p99.',
  );
  if (failed) process.exitCode = 1;
}

runBenchmark(main, cleanups, Number(process.env.BENCH_TIMEOUT_MS ?? 1_200_000));
