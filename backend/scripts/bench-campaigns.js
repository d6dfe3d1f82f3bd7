// Benchmark (not a test) of campaigns on the compiled app (docs/campaigns.md):
//   npm run bench:campaigns   (builds first)
// A fresh database with 5,000 approved displays (09:00–17:00: 8 hours a day, prices and audiences
// spread) and 60 tenants with an approved creative each, inserted in SQL. Measures:
//   1. a 50-screen × 20-date × 2-hour campaign: quote and booking, p50/p99 over ROUNDS rounds;
//   2. 50 concurrent campaigns of 20 random screens from a pool of 200, 1 date × 4 hours (two fit a
//      display-date): all answered, no display-date oversold, no deadlock; campaigns/s and rows/s;
//   3. a plan over the 5,000 displays, p50/p99;
// beside the same server's trivial JSON rate (GET /api/health/live).
const http = require('http');
const os = require('os');
const { performance } = require('perf_hooks');

if (process.argv[2] === '--client') {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1000 });
  process.on('message', async ({ port, requests }) => {
    process.send(await Promise.all(requests.map((r) => call(port, agent, r))));
  });
  process.on('disconnect', () => agent.destroy());
  return;
}

const { forkClient, ms, percentile, requireBuild, runBenchmark, sessionCookie, startApp } = require('./bench-support');

requireBuild();
const { addDays } = require('../dist/common/time/zoned-time');

const DISPLAYS = 5000;
const TENANTS = 60;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);
const cleanups = [];

function call(port, agent, { method = 'POST', path, cookie, body }) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const payload = body === undefined ? '' : JSON.stringify(body);
    const headers = { cookie: cookie ?? '' };
    if (body !== undefined) Object.assign(headers, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) });
    const req = http.request({ host: '127.0.0.1', port, path, method, agent, headers }, (res) => {
      let text = '';
      res.on('data', (c) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode, ms: performance.now() - started, text }));
    });
    req.on('error', reject);
    req.end(payload);
  });
}

async function insertFixtures(connection) {
  const [host] = await connection.execute(
    `insert into users (username, role, password_hash) values ('bench-host', 'host', '!') returning id`,
  );
  await connection.execute(
    `insert into displays (host_id, name, street_address, city, state, zip_code, start_time, end_time, operating_hours,
       price_per_hour, audience_per_hour, location_type, latitude, longitude, status, created_at, updated_at)
     select ?, 'Bench screen ' || g, '1 E Washington St', (array['Phoenix', 'Tempe', 'Mesa', 'Tucson'])[1 + g % 4], 'AZ', '85004',
            '09:00', '17:00', '09:00-17:00', 5 + (g % 97) * 0.25, case when g % 10 = 0 then null else 50 + (g * 37) % 2000 end,
            'indoor', 32.2 + (g % 100) * 0.02, -112.5 + (g / 100) * 0.02, 'approved', now(), now()
       from generate_series(1, ?) g`,
    [host.id, DISPLAYS],
  );
  const [{ today }] = await connection.execute(`select display_today('America/Phoenix', now())::text as today`);
  await connection.execute(
    `insert into users (username, role, password_hash) select 'bench-tenant-' || g, 'tenant', '!' from generate_series(1, ?) g`,
    [TENANTS],
  );
  const creatives = await connection.execute(
    `insert into ad_creatives (owner_id, name, dimensions, width, height, content_type, byte_size, content_hash, thumbnail_hash, status, reviewed_at)
     select u.id, 'Bench ad ' || u.id, '1920x1080', 1920, 1080, 'image/png', 1000, repeat('a', 64), repeat('b', 64), 'approved', now()
       from users u where u.role = 'tenant' order by u.id returning id, owner_id`,
  );
  const ids = (await connection.execute('select id from displays order by id')).map((r) => r.id);
  return { ids, today, tenants: creatives.map((c) => ({ id: c.owner_id, creativeId: c.id })) };
}

const stats = (times) => `p50 ${ms(percentile(times, 50))}, p99 ${ms(percentile(times, 99))}`;
const dates = (today, from, n) => Array.from({ length: n }, (_, i) => addDays(today, from + i));

async function main() {
  const { app, orm, db, port } = await startApp(cleanups, { env: { TENANT_PENDING_HOURS_CAP: '1000000' } });
  const connection = orm.em.getConnection();
  const { ids, today, tenants } = await insertFixtures(connection);
  const cookies = await Promise.all(tenants.map((t) => sessionCookie(app, t.id)));
  const ask = forkClient(cleanups, __filename, ['--client']);
  const send = (requests) => ask({ port, requests });
  console.log(`Campaigns benchmark: Node ${process.version}, ${os.cpus().length} CPU(s); ${db.where}; ${DISPLAYS} displays`);

  // Trivial JSON rate of the same server, 2,000 requests 50 at a time.
  let started = performance.now();
  for (let i = 0; i < 40; i++) await send(Array.from({ length: 50 }, () => ({ method: 'GET', path: '/api/health/live' })));
  console.log(`Trivial JSON (GET /api/health/live): ${((2000 / (performance.now() - started)) * 1000).toFixed(0)} req/s`);

  // 1. One big campaign at a time: 50 screens × 20 dates × 2 hours (2,000 booking rows).
  const quotes = [];
  const books = [];
  for (let round = 0; round < ROUNDS + 2; round++) {
    const t = tenants[round % tenants.length];
    const body = {
      name: `Big ${round}`,
      adCreativeId: t.creativeId,
      displayIds: ids.slice(round * 50, round * 50 + 50),
      dates: dates(today, 10, 20),
      hoursPerDay: 2,
    };
    const [q] = await send([{ path: '/api/tenant/campaigns/quote', cookie: cookies[round % tenants.length], body }]);
    const [b] = await send([{ path: '/api/tenant/campaigns', cookie: cookies[round % tenants.length], body }]);
    if (q.status !== 200 || b.status !== 201) throw new Error(`big campaign: ${q.status} ${b.status} ${b.text.slice(0, 200)}`);
    if (round < 2) continue; // two warm-up rounds
    quotes.push(q.ms);
    books.push(b.ms);
  }
  console.log(`50 screens × 20 dates × 2 h: quote ${stats(quotes)}; book (2,000 rows) ${stats(books)} over ${ROUNDS} rounds`);

  // 2. 50 concurrent campaigns of 20 random screens from a pool of 200, one date, 4 hours (capacity 8: two fit).
  const pool = ids.slice(-200);
  let seed = 42;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const date = addDays(today, 40);
  const requests = Array.from({ length: 50 }, (_, i) => {
    const chosen = new Set();
    while (chosen.size < 20) chosen.add(pool[Math.floor(random() * pool.length)]);
    const t = tenants[i % tenants.length];
    return {
      path: '/api/tenant/campaigns',
      cookie: cookies[i % tenants.length],
      body: { name: `Race ${i}`, adCreativeId: t.creativeId, displayIds: [...chosen], dates: [date], hoursPerDay: 4 },
    };
  });
  started = performance.now();
  const results = await send(requests);
  const wall = performance.now() - started;
  const won = results.filter((r) => r.status === 201).length;
  const refused = results.filter((r) => r.status === 409).length;
  const [{ rows }] = await connection.execute(`select count(*)::int as rows from bookings where booking_date = ?`, [date]);
  const [{ oversold }] = await connection.execute(
    `select count(*)::int as oversold from (select display_id from bookings where booking_date = ? and status in ('pending', 'confirmed')
      group by display_id having sum(hours_booked) > 8) x`,
    [date],
  );
  const ok = won + refused === 50 && oversold === 0;
  console.log(
    `50 concurrent campaigns × 20 of 200 screens: ${won} booked, ${refused} refused (409), ${50 - won - refused} other; ` +
      `${oversold} display-dates oversold; ${(50 / (wall / 1000)).toFixed(1)} campaigns/s, ${(rows / (wall / 1000)).toFixed(0)} booking rows/s ` +
      `(${rows} rows in ${ms(wall)}); ${stats(results.map((r) => r.ms))} — ${ok ? 'OK' : 'WRONG'}`,
  );

  // 3. Plans over the 5,000 displays.
  const plans = [];
  for (let i = 0; i < ROUNDS + 2; i++) {
    const body = { budget: String(2000 + i * 100), dates: dates(today, 60, 20), hoursPerDay: 2 };
    const [p] = await send([{ path: '/api/tenant/campaigns/plan', cookie: cookies[0], body }]);
    if (p.status !== 200) throw new Error(`plan: ${p.status} ${p.text.slice(0, 200)}`);
    if (i >= 2) plans.push(p.ms);
  }
  console.log(`Plan over ${DISPLAYS} displays (20 dates × 2 h): ${stats(plans)} over ${ROUNDS} plans`);
  if (!ok) process.exitCode = 1;
}

runBenchmark(main, cleanups, Number(process.env.BENCH_TIMEOUT_MS ?? 300_000));
