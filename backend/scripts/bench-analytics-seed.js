// The data of bench-analytics.js, made inside PostgreSQL with generate_series (no rows cross the
// wire): hosts, tenants with two creatives each, DISPLAYS displays (the first 500 belong to one
// large host, the rest spread over 99 hosts; one in ten in Denver), one booking per display and
// date over the last `days` days (40 by default) and the next 10 (mostly confirmed, most of those paid), plays for
// every past paid booking, spread over the display's day one 10-second slot apart, and then the
// rollup derived from the plays by one INSERT … SELECT, the running totals from the rollup (docs/analytics.md, "Speed").
const HOSTS = 100;
const TENANTS = 1000;
const LARGE_HOST_DISPLAYS = 500;

async function timed(label, db, sql, params = []) {
  const started = Date.now();
  const res = await db.query(sql, params);
  console.log(`  ${label}: ${res.rowCount ?? 0} rows in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return res;
}

/**
 * Bulk-load plays as PostgreSQL's manual advises: the table's secondary indexes and unique
 * constraints are dropped first and built again afterwards from their own definitions
 * (read from the catalogue, so they stay those of the migrations). Plays are partitioned by
 * month (docs/player.md, "Partitions and retention"): the indexes are those of the parent
 * (dropping one drops its partitions' copies) and each partition's own unique indexes. The
 * bookings are loaded the same way (`table`).
 */
async function withoutPlayIndexes(db, load, table = 'plays') {
  const constraints = (
    await db.query(`select conname, pg_get_constraintdef(oid) as def from pg_constraint
    where conrelid = '${table}'::regclass and contype = 'u'`)
  ).rows;
  const indexes = (
    await db.query(`select i.indexname, i.indexdef from pg_indexes i
    where (i.tablename = '${table}' and i.indexname not in (select conname from pg_constraint where conrelid = '${table}'::regclass))
       or (i.tablename in (select c.relname from pg_inherits h join pg_class c on c.oid = h.inhrelid where h.inhparent = '${table}'::regclass)
           and not exists (select 1 from pg_inherits h where h.inhrelid = quote_ident(i.indexname)::regclass))`)
  ).rows;
  for (const c of constraints) await db.query(`alter table ${table} drop constraint ${c.conname}`);
  for (const i of indexes) await db.query(`drop index ${i.indexname}`);
  await load();
  const started = Date.now();
  for (const c of constraints) await db.query(`alter table ${table} add constraint ${c.conname} ${c.def}`);
  // The catalogue writes a partitioned index "ON ONLY plays"; built again, it must reach every partition.
  for (const i of indexes) await db.query(i.indexdef.replace(' ON ONLY ', ' ON '));
  console.log(
    `  ${table} indexes and unique constraints built again: ${constraints.length + indexes.length} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

/** A second connection with the seed's session settings. */
async function connect(url, db) {
  const { Client } = require('pg');
  const conn = new Client({ connectionString: url });
  await conn.connect();
  await conn.query("set work_mem = '256MB'; set synchronous_commit = off");
  if ((await db.query('show session_replication_role')).rows[0].session_replication_role === 'replica')
    await conn.query('set session_replication_role = replica');
  return conn;
}

async function seed(db, { displays, plays, days = 40, url }) {
  await db.query("set work_mem = '256MB'; set maintenance_work_mem = '1GB'; set synchronous_commit = off");
  // Generated rows are consistent by construction: skip per-row triggers (schedule
  // notifications) and foreign-key checks where the role may (a superuser, as embedded).
  await db
    .query('set session_replication_role = replica')
    .catch(() => console.log('  (not a superuser: triggers and foreign keys stay on; seeding is slower)'));
  await timed(
    'users',
    db,
    `insert into users (username, role, password_hash)
    select 'bench-host-' || g, 'host', '!' from generate_series(1, ${HOSTS}) g
    union all select 'bench-tenant-' || g, 'tenant', '!' from generate_series(1, ${TENANTS}) g`,
  );
  const [{ host0, tenant0 }] = (
    await db.query(`select min(id) filter (where role = 'host') as host0, min(id) filter (where role = 'tenant') as tenant0 from users`)
  ).rows;
  await timed(
    'ad creatives',
    db,
    `insert into ad_creatives (owner_id, name, dimensions, width, height, content_type, byte_size, content_hash, thumbnail_hash, status, reviewed_at)
    select u.id, 'Bench ad ' || u.id || '-' || k, '1920x1080', 1920, 1080, 'image/png', 1000, repeat('a', 64), repeat('b', 64), 'approved', now()
      from users u cross join generate_series(1, 2) k where u.role = 'tenant' order by u.id, k`,
  );
  const [{ creative0 }] = (await db.query('select min(id) as creative0 from ad_creatives')).rows;
  await timed(
    'displays',
    db,
    `insert into displays (host_id, name, street_address, city, state, zip_code, start_time, end_time, operating_hours,
      price_per_hour, location_type, latitude, longitude, time_zone, status, created_at, updated_at)
    select $1::int + case when g <= ${LARGE_HOST_DISPLAYS} then 0 else 1 + g % ${HOSTS - 1} end, 'Bench screen ' || g, '1 E Washington St', 'Phoenix', 'AZ', '85004',
           '08:00', '20:00', '08:00-20:00', (5 + g % 40) + 0.25, 'indoor', 33.4485, -112.0738,
           case when g % 10 = 0 then 'America/Denver' else 'America/Phoenix' end, 'approved', now(), now()
      from generate_series(1, ${displays}) g`,
    [host0],
  );
  // Tenant t owns creatives creative0 + 2(t-1) and + 1; booking status by a hash of (display, day).
  await withoutPlayIndexes(
    db,
    () =>
      timed(
        'bookings',
        db,
        `insert into bookings (group_id, display_id, tenant_id, ad_creative_id, booking_date, hours_booked, price_per_hour, total_price, status, paid_at,
      cancelled_at, cancelled_by, created_at, updated_at)
    select gen_random_uuid(), d.id, $1::int + x.t, $2::int + 2 * x.t + (day & 1), x.date, x.hours, d.price_per_hour, d.price_per_hour * x.hours,
           case when x.h < 85 then 'confirmed' when x.h < 95 then 'pending' else 'cancelled' end,
           case when x.h < 68 then now() end, case when x.h >= 95 then now() end, case when x.h >= 95 then 'admin' end, now(), now()
      from displays d cross join generate_series(-${days}, 9) day
      cross join lateral (select (d.id * 7 + day + ${days}) % ${TENANTS} as t, ((now() at time zone d.time_zone)::date + day) as date,
                                 1 + (d.id + day + ${days}) % 4 as hours, (d.id * 31 + (day + ${days}) * 17) % 100 as h) x`,
        [tenant0, creative0],
      ),
    'bookings',
  );
  const due = `from bookings b join displays d on d.id = b.display_id
    where b.status = 'confirmed' and b.paid_at is not null and b.booking_date < (now() at time zone d.time_zone)::date`;
  const [{ hours }] = (await db.query(`select sum(b.hours_booked)::int as hours ${due}`)).rows;
  const perHour = Math.ceil(plays / hours);
  await timed('plays partitions', db, `select plays_ensure_partitions(now() - interval '${days + 1} days', now() + interval '2 months')`);
  // One statement per month of booking dates, on two connections at once (the months are
  // independent): progress shows, and no single transaction holds them all. Each booking's
  // first slot is worked out once (a materialised CTE), not once per play.
  const months = (
    await db.query(`select m::date::text as month from generate_series(date_trunc('month', now() - interval '${days + 1} days'),
      date_trunc('month', now()), interval '1 month') m`)
  ).rows.map((r) => r.month);
  const month = (conn, m) =>
    timed(
      `plays of ${m.slice(0, 7)} (${perHour} a booked hour)`,
      conn,
      `with b as materialized (
         select b.id, b.display_id, b.ad_creative_id, b.hours_booked, (b.booking_date + d.start_time::time) at time zone d.time_zone as first
           ${due} and b.booking_date >= $1::date and b.booking_date < $1::date + interval '1 month')
       insert into plays (display_id, ad_creative_id, booking_id, client_play_id, shown_at, slot, received_at)
       select b.display_id, b.ad_creative_id, b.id, b.id || '-' || k, b.first + k * interval '10 seconds',
              floor(extract(epoch from b.first) / 10)::bigint + k, b.first + k * interval '10 seconds' + interval '1 second'
         from b cross join generate_series(1, b.hours_booked * ${perHour}) k`,
      [m],
    );
  await withoutPlayIndexes(db, async () => {
    const second = await connect(url, db);
    try {
      const queue = [...months];
      const worker = async (conn) => {
        for (let m = queue.shift(); m; m = queue.shift()) await month(conn, m);
      };
      await Promise.all([worker(db), worker(second)]);
    } finally {
      await second.end();
    }
  });
  await timed(
    'rollup (one INSERT … SELECT)',
    db,
    `insert into booking_play_totals (booking_id, display_id, ad_creative_id, play_date, plays, last_shown_at)
    select p.booking_id, p.display_id, p.ad_creative_id, b.booking_date, count(*), max(p.shown_at)
      from plays p join bookings b on b.id = p.booking_id group by p.booking_id, p.display_id, p.ad_creative_id, b.booking_date`,
  );
  // The analytics' running totals, recounted from the rollup and bookings as the migration does
  // (the bookings' trigger was off for the load).
  await timed('running totals (analytics_totals_rebuild)', db, 'select analytics_totals_rebuild()');
  await db.query('reset session_replication_role');
  // Every table but the plays is vacuumed (the index-only scans need the visibility map); the plays,
  // which no figure reads, are only analysed: vacuuming 100 M fresh rows would rewrite them all.
  const tables = (
    await db.query(`select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = current_schema() and c.relkind = 'r' and not c.relispartition and c.relname <> 'plays'`)
  ).rows.map((r) => r.relname);
  await timed('vacuum analyze (but the plays)', db, `vacuum analyze ${tables.join(', ')}`);
  await timed('analyze plays', db, 'analyze plays');
  return { host0, tenant0, largeHost: host0, typicalHost: host0 + 1, tenant: tenant0 + 1 };
}

module.exports = { seed, timed, withoutPlayIndexes };
