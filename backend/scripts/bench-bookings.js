// Benchmark (not a test) of POST /api/tenant/bookings/bulk under contention, on the compiled app:
//   npm run build -w backend && npm run bench:bookings -w backend
// Starts the app on 127.0.0.1 with a fresh database (a temporary embedded PostgreSQL, or a new
// database on DATABASE_URL's server, dropped afterwards). Inserts one approved display (09:00–17:00:
// 8 hours a day) and 100 tenants, each with an approved creative and a session, directly in SQL.
// Then, for each of ROUNDS dates, fires 100 concurrent one-hour bulk requests at that display and
// date, and checks that exactly the capacity won (201), every other request got 409, and the
// database holds exactly the capacity. Everything stops at the end, or after BENCH_TIMEOUT_MS.
const http = require('http');
const os = require('os');
const { performance } = require('perf_hooks');

// The load runs in a child process (forkClient), so the server's event loop is not shared
// with the client's: the latencies are the server's, as a real client would see them.
if (process.argv[2] === '--client') {
  // One socket per request, kept open across rounds: the requests really compete.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1000 });
  process.on('message', async ({ port, requests }) => {
    const results = await Promise.all(requests.map(({ cookie, body }) => post(port, agent, cookie, body)));
    process.send(results);
  });
  process.on('disconnect', () => agent.destroy());
  return;
}

const { forkClient, ms, percentile, requireBuild, runBenchmark, sessionCookie, startApp } = require('./bench-support');

requireBuild();
const { addDays } = require('../dist/common/time/zoned-time');

const TENANTS = 100;
const CAPACITY = 8;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const cleanups = [];

/** One approved display and TENANTS tenants with one approved creative each, in a few statements. */
async function insertFixtures(connection) {
  const [host] = await connection.execute(
    `insert into users (username, role, password_hash) values ('bench-host', 'host', '!') returning id`,
  );
  const [display] = await connection.execute(
    `insert into displays (host_id, name, street_address, city, state, zip_code, start_time, end_time, operating_hours,
       price_per_hour, location_type, latitude, longitude, status, created_at, updated_at)
     values (?, 'Contested screen', '1 E Washington St', 'Phoenix', 'AZ', '85004', '09:00', '17:00', '09:00-17:00',
       12.5, 'indoor', 33.4485, -112.0738, 'approved', now(), now()) returning id, display_today(time_zone, now())::text as today`,
    [host.id],
  );
  const tenants = await connection.execute(
    `insert into users (username, role, password_hash) select 'bench-tenant-' || g, 'tenant', '!' from generate_series(1, ?) g returning id`,
    [TENANTS],
  );
  // Creatives need no stored file for booking: the hashes only build URLs.
  const creatives = await connection.execute(
    `insert into ad_creatives (owner_id, name, dimensions, width, height, content_type, byte_size, content_hash, thumbnail_hash, status, reviewed_at)
     select u.id, 'Bench ad ' || u.id, '1920x1080', 1920, 1080, 'image/png', 1000, repeat('a', 64), repeat('b', 64), 'approved', now()
       from users u where u.role = 'tenant' order by u.id returning id, owner_id`,
  );
  const creativeOf = new Map(creatives.map((c) => [c.owner_id, c.id]));
  return { display, tenants: tenants.map((t) => ({ id: t.id, creativeId: creativeOf.get(t.id) })) };
}

function post(port, agent, cookie, body) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const payload = JSON.stringify(body);
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: '/api/tenant/bookings/bulk',
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), cookie },
      },
      (res) => {
        let text = '';
        res.on('data', (c) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode, ms: performance.now() - started, text }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

async function main() {
  const { app, orm, db, port } = await startApp(cleanups);
  const connection = orm.em.getConnection();
  const { display, tenants } = await insertFixtures(connection);
  const cookies = await Promise.all(tenants.map((t) => sessionCookie(app, t.id)));
  const ask = forkClient(cleanups, __filename, ['--client']);
  const send = (requests) => ask({ port, requests });

  console.log(`Bookings benchmark: Node ${process.version}, ${os.cpus().length} CPU(s); ${db.where}`);
  console.log(`${TENANTS} tenants, each with an approved creative, race for one display's ${CAPACITY} hours on one date (1 hour each).`);
  const today = display.today;
  // Warm-up on another date (JIT, pool connections, sockets): not measured.
  await send(
    tenants.map((t, i) => ({
      cookie: cookies[i],
      body: { bookings: [{ displayId: display.id, adCreativeId: t.creativeId, bookingDate: addDays(today, 1), hoursBooked: 1 }] },
    })),
  );

  let failed = false;
  const all = [];
  for (let round = 0; round < ROUNDS; round++) {
    const date = addDays(today, 10 + round);
    const started = performance.now();
    const results = await send(
      tenants.map((t, i) => ({
        cookie: cookies[i],
        body: { bookings: [{ displayId: display.id, adCreativeId: t.creativeId, bookingDate: date, hoursBooked: 1 }] },
      })),
    );
    const wall = performance.now() - started;
    const ok = results.filter((r) => r.status === 201).length;
    const conflicts = results.filter((r) => r.status === 409).length;
    const other = results.filter((r) => r.status !== 201 && r.status !== 409);
    const [{ sold }] = await connection.execute(
      `select coalesce(sum(hours_booked), 0)::int as sold from bookings where display_id = ? and booking_date = ? and status in ('pending', 'confirmed')`,
      [display.id, date],
    );
    const times = results.map((r) => r.ms);
    all.push(...times);
    const good = ok === CAPACITY && conflicts === TENANTS - CAPACITY && other.length === 0 && sold === CAPACITY;
    failed ||= !good;
    console.log(
      `Round ${round + 1} (${date}): ${ok} succeeded, ${conflicts} conflicts (409)${other.length ? `, ${other.length} other: ${other[0].status} ${other[0].text}` : ''}; ` +
        `sold ${sold}/${CAPACITY} h; p50 ${ms(percentile(times, 50))}, p99 ${ms(percentile(times, 99))}, max ${ms(Math.max(...times))}; ` +
        `all ${TENANTS} in ${ms(wall)} (${((TENANTS / wall) * 1000).toFixed(0)} req/s) — ${good ? 'OK' : 'WRONG'}`,
    );
  }
  console.log(`All rounds: n=${all.length}, p50 ${ms(percentile(all, 50))}, p99 ${ms(percentile(all, 99))}`);
  console.log(failed ? 'FAILED: the capacity did not hold exactly' : `Exactly ${CAPACITY} bookings won in every round.`);
  if (failed) process.exitCode = 1;
}

runBenchmark(main, cleanups, Number(process.env.BENCH_TIMEOUT_MS ?? 120_000));
