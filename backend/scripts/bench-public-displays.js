// Benchmark (not a test) of GET /api/public/displays with 5,000 approved displays, without and
// with search and filters (docs/product-rules.md §10.6), beside the same server's trivial
// GET /api/health/live.
// Starts the compiled app (run `npm run build` first) on a fresh database: a throw-away
// embedded PostgreSQL, or a new database inside DATABASE_URL's server (dropped at the end).
// Requests go to 127.0.0.1 only. Usage: npm run bench:public-displays
const http = require('http');
const os = require('os');
const { performance } = require('perf_hooks');
const { percentile, requireBuild, runBenchmark, startApp } = require('./bench-support');

requireBuild();
const { PublicDisplaysService } = require('../dist/modules/displays/public-displays.service');

// BENCH_DISPLAYS: how many (default 5,000); 100,000 shows the whole-network answer at the player bench's scale.
const DISPLAYS = Number(process.env.BENCH_DISPLAYS ?? 5000);
const BATCH = 1000;
const SEQUENTIAL = 300;
const CONCURRENCY = 8;
const PER_WORKER = 50;
const UNCACHED = 30;

const cleanups = [];

/** 5,000 approved displays inside the Arizona box, in multi-row inserts of 1,000. */
async function insertDisplays(connection) {
  const [host] = await connection.execute(
    `insert into users (username, role, password_hash) values ('bench-host', 'host', '!') returning id`,
  );
  const started = performance.now();
  for (let from = 1; from <= DISPLAYS; from += BATCH) {
    await connection.execute(
      `insert into displays (host_id, name, street_address, city, state, zip_code, start_time, end_time, operating_hours,
         price_per_hour, is_mobile, location_type, target_age_ranges, target_audiences, demographic_notes,
         latitude, longitude, status, created_at, updated_at)
       select ?, 'Bench display ' || g, g || ' N Central Ave', (array['Phoenix','Tempe','Scottsdale','Mesa','Tucson','Flagstaff'])[1 + g % 6],
         'AZ', '85004', '09:00', '17:00', '09:00-17:00', (5 + g % 90) + 0.25, g % 7 = 0,
         (array['outdoor','indoor','elevator','walkway','communal'])[1 + g % 5], '{16-plus,20-35}',
         ((array['{students,shoppers}','{professionals}','{athletes,students}','{retirees}'])[1 + g % 4])::text[],
         'Busy corner with steady foot traffic all day.', 31.4 + random() * 5.5, -114.7 + random() * 5.5, 'approved', now(), now()
       from generate_series(?::int, ?::int) as g`,
      [host.id, from, Math.min(from + BATCH - 1, DISPLAYS)],
    );
  }
  return performance.now() - started;
}

/** A search as a visitor makes one: a city, a price cap, an audience and a word of the street. */
const FILTER = '?city=Tucson&maxPrice=50&audience=students&q=central';
/** The n-th of many different searches: none is in the server's cache of filtered answers yet. */
const newFilter = (n) => `?maxPrice=${10 + (n % 80)}.${String(n % 100).padStart(2, '0')}&q=${n}%20central&audience=students`;

/** One request; `gzip` asks for the compressed form, as browsers do. The body is counted, not decoded. */
function get(agent, port, gzip = true, path = '/api/public/displays') {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const headers = { 'Accept-Encoding': gzip ? 'gzip' : 'identity' };
    const req = http.get({ host: '127.0.0.1', port, path, agent, headers }, (res) => {
      let bytes = 0;
      res.on('data', (chunk) => (bytes += chunk.length));
      res.on('end', () => resolve({ ms: performance.now() - started, bytes, status: res.statusCode }));
    });
    req.on('error', reject);
  });
}

const summary = (label, times) =>
  console.log(
    `${label.padEnd(34)} n=${String(times.length).padEnd(4)} median ${percentile(times, 50).toFixed(2)} ms   p99 ${percentile(times, 99).toFixed(2)} ms   max ${Math.max(...times).toFixed(2)} ms`,
  );

const p99 = (times) => percentile(times, 99).toFixed(2);

async function main() {
  const { app, orm, db, port } = await startApp(cleanups, { env: { NODE_ENV: 'development' } });
  const insertMs = await insertDisplays(orm.em.getConnection());
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  cleanups.push(async () => agent.destroy());

  console.log(`Node ${process.version}, ${os.cpus().length} CPU(s); ${db.where}`);
  console.log(`Inserted ${DISPLAYS} approved displays in ${Math.ceil(DISPLAYS / BATCH)} multi-row inserts (${insertMs.toFixed(0)} ms)`);

  const first = await get(agent, port, false);
  const body = await new Promise((resolve, reject) =>
    http.get({ host: '127.0.0.1', port, path: '/api/public/displays' }, (res) => {
      const chunks = [];
      res
        .on('data', (c) => chunks.push(c))
        .on('end', () => resolve(JSON.parse(Buffer.concat(chunks).toString('utf8'))))
        .on('error', reject);
    }),
  );
  if (first.status !== 200 || body.length !== DISPLAYS)
    throw new Error(`unexpected answer: status ${first.status}, ${body.length} displays`);
  const zipped = await get(agent, port, true);
  console.log(
    `Response: ${body.length} displays; ${(first.bytes / 1024).toFixed(0)} KiB plain, ${(zipped.bytes / 1024).toFixed(0)} KiB gzip`,
  );
  console.log(`First request (cold: query, serialise, compress)  ${first.ms.toFixed(2)} ms`);

  const plain = [];
  for (let i = 0; i < SEQUENTIAL; i++) plain.push((await get(agent, port, false)).ms);
  summary('Sequential, plain JSON', plain);

  const sequential = [];
  for (let i = 0; i < SEQUENTIAL; i++) sequential.push((await get(agent, port)).ms);
  summary('Sequential, gzip', sequential);

  const concurrent = [];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (let i = 0; i < PER_WORKER; i++) concurrent.push((await get(agent, port)).ms);
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  summary(`Concurrent, gzip (${CONCURRENCY} connections)`, concurrent);
  console.log(`${''.padEnd(34)} ${(concurrent.length / seconds).toFixed(0)} req/s`);

  const publicDisplays = app.get(PublicDisplaysService);
  const uncached = [];
  for (let i = 0; i < UNCACHED; i++) {
    publicDisplays.invalidate(); // as after every display change
    uncached.push((await get(agent, port)).ms);
  }
  summary('Uncached (after a display change)', uncached);

  console.log('\nWith search and filters (' + FILTER + '):');
  const matched = await get(agent, port, true, `/api/public/displays${FILTER}`);
  const kept = await fetch(`http://127.0.0.1:${port}/api/public/displays${FILTER}`).then((res) => res.json());
  if (matched.status !== 200 || !Array.isArray(kept) || kept.length === 0) throw new Error(`unexpected filtered answer: ${matched.status}`);
  console.log(
    `Response: ${kept.length} displays, ${(matched.bytes / 1024).toFixed(1)} KiB gzip; first request ${matched.ms.toFixed(2)} ms`,
  );
  const trivial = [];
  for (let i = 0; i < SEQUENTIAL; i++) trivial.push((await get(agent, port, true, '/api/health/live')).ms);
  const filtered = [];
  for (let i = 0; i < SEQUENTIAL; i++) filtered.push((await get(agent, port, true, `/api/public/displays${FILTER}`)).ms);
  const fresh = [];
  for (let i = 0; i < SEQUENTIAL; i++) fresh.push((await get(agent, port, true, `/api/public/displays${newFilter(i)}`)).ms);
  const afterChange = [];
  for (let i = 0; i < UNCACHED; i++) {
    publicDisplays.invalidate();
    afterChange.push((await get(agent, port, true, `/api/public/displays${FILTER}`)).ms);
  }
  summary('Trivial GET /api/health/live', trivial);
  summary('Sequential, gzip, filtered', filtered);
  summary('Sequential, a new filter each time', fresh);
  summary('Filtered, after a display change', afterChange);
  console.log(
    `\np99 (ms): unfiltered ${p99(sequential)} | filtered ${p99(filtered)} | new filter each time ${p99(fresh)} | trivial ${p99(trivial)}`,
  );
}

runBenchmark(main, cleanups, Number(process.env.BENCH_TIMEOUT_MS ?? 300_000));
