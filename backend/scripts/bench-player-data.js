// The data side of bench-player.js: its fixtures in the database, the plays stored before a run
// at scale, and the ingest statement's plan (BENCH_CPU_PROF).
const path = require('path');
const jwt = require('jsonwebtoken');
const { createSecretKey } = require('crypto');

// A zone where it is 06:00–21:59 now, so that every display is open (00:00–23:00) while the bench
// runs and today holds six hours of slots behind the run's start for its plays to go back into.
function daytimeZone() {
  for (const zone of ['America/Phoenix', 'Pacific/Honolulu', 'Asia/Tokyo', 'Europe/London', 'Asia/Kolkata', 'America/New_York']) {
    const hour = Number(new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', hourCycle: 'h23' }).format(new Date()));
    if (hour >= 6 && hour <= 21) return zone;
  }
  return 'Asia/Tokyo';
}

/**
 * `displays` approved displays open 00:00–23:00 in `zone`, each with a paid booking for today, and their player tokens.
 * Seen now, as a running fleet is: never-seen displays would all be alerted offline, then back online,
 * thousands of notifications written in the middle of the run (docs/performance.md).
 */
async function insertFixtures(db, zone, displays, secret) {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date());
  const [{ id: host }] = (
    await db.query(`insert into users (username, role, password_hash) values ('bench-host', 'host', '!') returning id`)
  ).rows;
  const [{ id: tenant }] = (
    await db.query(`insert into users (username, role, password_hash) values ('bench-tenant', 'tenant', '!') returning id`)
  ).rows;
  const [{ id: creative }] = (
    await db.query(
      `insert into ad_creatives (owner_id, name, dimensions, width, height, content_type, byte_size, content_hash, thumbnail_hash, status, reviewed_at)
     values ($1, 'Bench ad', '1920x1080', 1920, 1080, 'image/png', 1000, repeat('a', 64), repeat('b', 64), 'approved', now()) returning id`,
      [host === tenant ? 0 : tenant],
    )
  ).rows;
  const rows = (
    await db.query(
      `insert into displays (host_id, name, street_address, city, state, zip_code, start_time, end_time, operating_hours,
       price_per_hour, location_type, latitude, longitude, time_zone, status, created_at, updated_at, last_seen_at)
     select $1, 'Bench screen ' || g, '1 E Washington St', 'Phoenix', 'AZ', '85004', '00:00', '23:00', '00:00-23:00',
       10, 'indoor', 33.4485, -112.0738, $2, 'approved', now(), now(), now() from generate_series(1, $3) g returning id`,
      [host, zone, displays],
    )
  ).rows;
  await db.query(
    // Due since six hours ago (its updated_at, docs/player.md "Due intervals"): every play of the run
    // is due. Each display's plays go back one 10-s slot at a time from the run's start, and a fast
    // machine's run used more than the 360 slots of an hour (its last plays were refused).
    `insert into bookings (group_id, display_id, tenant_id, ad_creative_id, booking_date, hours_booked, price_per_hour, total_price, status, paid_at, updated_at)
     select gen_random_uuid(), d.id, $1, $2, $3::date, 4, 10, 40, 'confirmed', now(), now() - interval '6 hours' from displays d`,
    [tenant, creative, today],
  );
  const key = createSecretKey(Buffer.from(secret, 'utf8'));
  return rows.map(({ id }) => ({
    id,
    creativeId: creative,
    token: jwt.sign({ typ: 'player', displayId: id, epoch: 0 }, key, { algorithm: 'HS256', expiresIn: 3600 }),
  }));
}

/** `count` plays of the displays' bookings, shown over the last 13 months, loaded as bench-analytics loads its plays. */
async function prefillPlays(db, displays, count) {
  const { timed, withoutPlayIndexes } = require('./bench-analytics-seed');
  const perDisplay = Math.ceil(count / displays.length);
  // Whole 10-second slots apart, so no two plays of a display share a slot.
  const spacingS = Math.max(10, Math.floor((395 * 86_400) / perDisplay / 10) * 10);
  await db.query("set maintenance_work_mem = '1GB'; set synchronous_commit = off");
  await timed('plays partitions', db, "select plays_ensure_partitions(now() - interval '400 days', now() + interval '2 months')");
  await withoutPlayIndexes(db, () =>
    timed(
      'plays stored before the run',
      db,
      `insert into plays (display_id, ad_creative_id, booking_id, client_play_id, shown_at, slot, received_at)
       select b.display_id, b.ad_creative_id, b.id, 'old-' || k, s.at, play_slot(s.at), s.at
         from bookings b cross join generate_series(1, $1::int) k
         cross join lateral (select date_trunc('minute', now()) - interval '3 days' - k * make_interval(secs => $2) as at) s
        limit $3`,
      [perDisplay, spacingS, count],
    ),
  );
  // Every table vacuumed now (not by autovacuum during the run), and the load's gigabytes of dirty
  // pages written before any traffic: without this, the first minutes' checkpoint wrote them while
  // the phases ran (trivial JSON at 1,787 req/s in one such run, 3,946 in another).
  await timed('vacuum analyze', db, 'vacuum analyze');
  await timed('checkpoint', db, 'checkpoint');
}

/**
 * The ingest statement's plan for 30 plays of 10 displays (a group commit's worth), prepared as
 * the server prepares it and executed six times first (PostgreSQL's generic plan), rolled back.
 */
async function explainInsert(db, displays, dist) {
  const { INSERT_PLAYS_SQL, insertPlaysParams } = require(path.join(dist, 'modules', 'player', 'play-insert.sql'));
  const { BOUNDARY_MARGIN_MS, nearMonthBoundary } = require(path.join(dist, 'modules', 'player', 'near-month-boundary'));
  const base = Math.floor(Date.now() / 10_000) * 10_000 - 3_600_000;
  const at = new Date();
  const batch = (round) =>
    insertPlaysParams(
      displays.slice(round * 10, round * 10 + 10).flatMap((d) =>
        [0, 1, 2].map((k) => ({
          idx: k,
          displayId: d.id,
          adCreativeId: d.creativeId,
          bookingId: null,
          clientPlayId: `explain-${d.id}-${k}`,
          shownAt: new Date(base + k * 10_000 + 1000),
          verified: false,
          near: nearMonthBoundary(new Date(base + k * 10_000 + 1000)),
        })),
      ),
      at,
      BOUNDARY_MARGIN_MS,
    );
  await db.query('begin');
  // Its parameters' types come from the statement's own casts.
  await db.query(`prepare bench_insert_plays as ${INSERT_PLAYS_SQL}`);
  // EXECUTE takes no bind parameters: literals.
  const execute = (round) =>
    `execute bench_insert_plays(${batch(round)
      .map((v) => db.escapeLiteral(v))
      .join(', ')})`;
  for (let round = 1; round <= 6; round++) await db.query(execute(round));
  const plan = await db.query(`explain (analyze, buffers, costs off) ${execute(0)}`);
  await db.query('rollback');
  console.log('EXPLAIN (ANALYZE, BUFFERS) of the prepared ingest statement, 30 plays:');
  for (const row of plan.rows) console.log(`  ${row['QUERY PLAN']}`);
}

module.exports = { daytimeZone, insertFixtures, prefillPlays, explainInsert };
