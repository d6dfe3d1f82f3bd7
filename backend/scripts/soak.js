// Soak (not a test) of the compiled app (docs/scaling.md, "Soak"):
//   npm run soak -- --minutes 30 [--rate 40] [--displays 150] [--heap-growth-mb 64]   (builds first)
// Mixed traffic of every role (visitors, tenants booking and quoting, hosts, the admin confirming)
// at `rate` actions a second, open loop, plus a player per display syncing every 10-second slot,
// for `minutes`. Every minute it prints the request rate, p99, 5xx count, the server's heap and
// RSS, and PostgreSQL's connections. It fails on any 5xx (or a refused connection), on any
// acknowledged write that is not in the database at the end (booking groups, confirmations,
// accepted plays), and when the heap after a full GC grew more than `heap-growth-mb` between the
// end of the first minute and the end.
const path = require('path');
const { monitorEventLoopDelay } = require('perf_hooks');
const { parseArgs } = require('util');
const { forkClient, ms, percentile, requireBuild, runBenchmark, sessionCookie, startApp } = require('./bench-support');

requireBuild();
const { values: args } = parseArgs({
  options: {
    minutes: { type: 'string', default: '5' },
    rate: { type: 'string', default: '40' },
    displays: { type: 'string', default: '150' },
    'heap-growth-mb': { type: 'string', default: '64' },
  },
});
const MINUTES = Number(args.minutes);
const RATE = Number(args.rate);
const DISPLAYS = Number(args.displays);
const HEAP_GROWTH_MB = Number(args['heap-growth-mb']);
const TENANTS = 20;
const HOSTS = 3;
const cleanups = [];
const mb = (bytes) => `${(bytes / 1048576).toFixed(1)} MB`;

async function insertFixtures(db) {
  const hosts = await db.execute(
    `insert into users (username, role, password_hash) select 'soak-host-' || g, 'host', '!' from generate_series(1, ?) g returning id`,
    [HOSTS],
  );
  const displays = await db.execute(
    `insert into displays (host_id, name, street_address, city, state, zip_code, start_time, end_time, operating_hours,
       price_per_hour, audience_per_hour, location_type, latitude, longitude, status, created_at, updated_at)
     select (array[${hosts.map((h) => h.id).join(',')}])[1 + g % ${HOSTS}], 'Soak screen ' || g, '1 E Washington St',
            (array['Phoenix', 'Tempe', 'Mesa', 'Tucson'])[1 + g % 4], 'AZ', '85004', '00:00', '23:00', '00:00-23:00',
            5 + (g % 40) * 0.25, 50 + (g * 37) % 900, 'indoor', 33.2 + (g % 50) * 0.01, -112.2 + (g / 50) * 0.01, 'approved', now(), now()
       from generate_series(1, ?) g returning id`,
    [DISPLAYS],
  );
  const tenants = await db.execute(
    `insert into users (username, role, password_hash) select 'soak-tenant-' || g, 'tenant', '!' from generate_series(1, ?) g returning id`,
    [TENANTS],
  );
  const creatives = await db.execute(
    `insert into ad_creatives (owner_id, name, dimensions, width, height, content_type, byte_size, content_hash, thumbnail_hash, status, reviewed_at)
     select u.id, 'Soak ad ' || u.id, '1920x1080', 1920, 1080, 'image/png', 1000, repeat('a', 64), repeat('b', 64), 'approved', now()
       from users u where u.id = any(?::int[]) order by u.id returning id, owner_id`,
    [`{${tenants.map((t) => t.id).join(',')}}`],
  );
  const [admin] = await db.execute(`insert into users (username, role, password_hash) values ('admin', 'admin', '!') returning id`);
  const [{ today }] = await db.execute(`select display_today('America/Phoenix', now())::text as today`);
  return { hosts, displays, creatives, admin, today };
}

/** Today's paid airtime on every display (so the players' plays count), booked and confirmed through the API. */
async function setUp(app, port, db) {
  const f = await insertFixtures(db);
  const call = async (method, route, { cookie, body } = {}) => {
    const res = await fetch(`http://127.0.0.1:${port}${route}`, {
      method,
      headers: { ...(cookie ? { cookie } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    return { status: res.status, json: await res.json().catch(() => undefined) };
  };
  const admin = await sessionCookie(app, f.admin.id);
  const tenants = await Promise.all(f.creatives.map(async (c) => ({ cookie: await sessionCookie(app, c.owner_id), creativeId: c.id })));
  const displays = [];
  for (const [i, d] of f.displays.entries()) {
    const t = tenants[i % tenants.length];
    const bulk = [{ displayId: d.id, adCreativeId: t.creativeId, bookingDate: f.today, hoursBooked: 1 }];
    const booked = await call('POST', '/api/tenant/bookings/bulk', { cookie: t.cookie, body: { bookings: bulk } });
    if (booked.status === 201) {
      await call('POST', `/api/admin/bookings/groups/${booked.json.groupId}/confirm`, { cookie: admin });
      await call('POST', `/api/admin/bookings/groups/${booked.json.groupId}/paid`, { cookie: admin, body: { paid: true } });
    }
    const auth = await call('POST', '/api/displays/authenticate', { body: { displayId: d.id } });
    displays.push({ id: d.id, token: auth.json.token, creativeId: t.creativeId });
  }
  const hosts = await Promise.all(f.hosts.map((h) => sessionCookie(app, h.id)));
  return { port, admin, hosts, tenants, displays, today: f.today, rate: RATE };
}

const uuids = (ids) => `{${ids.join(',')}}`;

/** Every acknowledged write, looked for in the database: the number missing of each kind. */
async function lostWrites(db, { groups, confirmed, plays }) {
  const found = await db.execute(
    `select group_id::text as g, count(*)::int as n from bookings where group_id = any(?::uuid[]) group by group_id`,
    [uuids(groups.map((g) => g.groupId))],
  );
  const byGroup = new Map(found.map((r) => [r.g, r.n]));
  const [notConfirmed] = await db.execute(
    `select count(distinct g)::int as n from unnest(?::uuid[]) g where not exists
       (select 1 from bookings b where b.group_id = g and b.status = 'confirmed')`,
    [uuids(confirmed)],
  );
  const [storedPlays] = await db.execute(
    `select count(*)::int as n from plays p join unnest(?::int[], ?::text[]) as a(d, c) on p.display_id = a.d and p.client_play_id = a.c`,
    [`{${plays.map((p) => p.displayId).join(',')}}`, `{${plays.map((p) => `"${p.clientPlayId}"`).join(',')}}`],
  );
  return {
    groups: groups.filter((g) => byGroup.get(g.groupId) !== g.bookings).length,
    confirmations: notConfirmed.n,
    plays: plays.length - storedPlays.n,
  };
}

async function main() {
  const { app, orm, db: where, port } = await startApp(cleanups, { env: { TENANT_PENDING_HOURS_CAP: '1000000' } });
  const db = orm.em.getConnection();
  console.log(`Soak: ${MINUTES} min, ${RATE} actions/s + ${DISPLAYS} players, against the compiled app on ${where.where}`);
  const setup = await setUp(app, port, db);
  const ask = forkClient(cleanups, path.join(__dirname, 'soak-client.js'));
  await ask({ type: 'start', setup });
  console.log('minute   req/s      p99   5xx   heap used   RSS        PG connections   event-loop delay p99');
  const loop = monitorEventLoopDelay({ resolution: 20 });
  loop.enable();
  let total5xx = 0;
  let baseline;
  for (let minute = 1; minute <= MINUTES; minute++) {
    await new Promise((r) => setTimeout(r, 60_000));
    const { window } = await ask({ type: 'minute' });
    if (minute === 1) {
      global.gc?.();
      baseline = process.memoryUsage().heapUsed;
    }
    total5xx += window.errors5xx;
    const memory = process.memoryUsage();
    // Asked through the app's own pool: when that pool is full this waits too, so a failure reads as "?".
    const pg = await db.execute(`select count(*)::int as n from pg_stat_activity where datname = current_database()`).then(
      ([row]) => row,
      () => ({ n: '?' }),
    );
    console.log(
      `${String(minute).padStart(6)} ${(window.requests / 60).toFixed(1).padStart(7)} ${ms(percentile(window.latencies, 99)).padStart(10)}` +
        ` ${String(window.errors5xx).padStart(5)}   ${mb(memory.heapUsed).padEnd(11)} ${mb(memory.rss).padEnd(10)} ${String(pg.n).padEnd(16)} ${ms(loop.percentile(99) / 1e6)}`,
    );
    loop.reset();
    for (const failure of window.failures) console.log(`         ${failure}`);
  }
  const { window, acknowledged, byRoute } = await ask({ type: 'stop' });
  total5xx += window.errors5xx;
  console.log('slowest routes over the run (p99):');
  const routes = byRoute.map(([route, times]) => ({ route, n: times.length, p50: percentile(times, 50), p99: percentile(times, 99) }));
  for (const r of routes.toSorted((a, b) => b.p99 - a.p99).slice(0, 8))
    console.log(`  ${r.route.padEnd(52)} ${String(r.n).padStart(7)} requests  p50 ${ms(r.p50).padStart(9)}  p99 ${ms(r.p99).padStart(10)}`);
  global.gc?.();
  const growth = process.memoryUsage().heapUsed - baseline;
  const lost = await lostWrites(db, acknowledged);
  console.log(
    `acknowledged: ${acknowledged.groups.length} booking groups, ${acknowledged.confirmed.length} confirmations, ` +
      `${acknowledged.plays.length} plays; lost: ${lost.groups} groups, ${lost.confirmations} confirmations, ${lost.plays} plays`,
  );
  console.log(
    `heap after GC: ${growth >= 0 ? '+' : ''}${mb(growth)} since the end of minute 1 (bound ${HEAP_GROWTH_MB} MB); 5xx: ${total5xx}`,
  );
  const failed = total5xx > 0 || lost.groups + lost.confirmations + lost.plays > 0 || growth > HEAP_GROWTH_MB * 1048576;
  console.log(failed ? 'SOAK FAILED' : 'soak passed');
  if (failed) process.exitCode = 1;
}

runBenchmark(main, cleanups, (MINUTES + 10) * 60_000);
