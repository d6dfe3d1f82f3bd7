// Benchmark (not a test) of notification e-mail on the compiled app (docs/notifications.md):
//   npm run bench:mail   (builds first)
// A local SMTP sink (the smtp-server package) runs in a child process, so its work is not the
// server's. Measures:
//   1. the outbox drain rate: MAIL_COUNT e-mails queued in the outbox, sent by the app's
//      MailSender until none is left, e-mails/s (target >= 200), all received once;
//   2. p50/p99 of POST /api/admin/bookings/groups/{id}/confirm with and without events in the
//      same run (alternate calls; "without" replaces BookingEvents.changes by a no-op, so the
//      difference is all an event costs: rendering it, and its insert riding in the statement
//      that writes the confirmation's audit records),
//      each confirmation with e-mail on: the tenant's and the host's notifications and the
//      tenant's outbox row are written in the confirm's transaction.
const os = require('os');
const { performance } = require('perf_hooks');

if (process.argv[2] === '--sink') {
  const { SMTPServer } = require('smtp-server');
  const ids = new Set();
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    closeTimeout: 50,
    onData(stream, _session, done) {
      let head = '';
      stream.on('data', (c) => {
        if (head.length < 4096) head += c;
      });
      stream.on('end', () => {
        received++;
        const id = /^Message-ID:\s*(\S+)/im.exec(head)?.[1];
        if (id) ids.add(id);
        done();
      });
    },
  });
  server.listen(0, '127.0.0.1', () => process.send({ port: server.server.address().port }));
  process.on('message', () => process.send({ received, unique: ids.size }));
  process.on('disconnect', () => server.close(() => process.exit(0)));
  return;
}

const { ms, percentile, requireBuild, runBenchmark, sessionCookie, startApp } = require('./bench-support');

requireBuild();
const MAIL_COUNT = Number(process.env.BENCH_MAILS ?? 5000);
const GROUPS = Number(process.env.BENCH_ROUNDS ?? 500);
// PostgreSQL plans a prepared statement afresh for its first five runs on each of the pool's
// connections before it settles on one plan: those calls warm up and are not counted.
const WARM_UP = Number(process.env.BENCH_WARM_UP ?? 100);
const cleanups = [];

async function startSink() {
  const child = require('child_process').fork(__filename, ['--sink']);
  cleanups.push(async () => child.connected && child.disconnect());
  const { port } = await new Promise((resolve) => child.once('message', resolve));
  const counts = () =>
    new Promise((resolve) => {
      child.once('message', resolve);
      child.send('count');
    });
  return { port, counts };
}

async function fixtures(connection) {
  const [host] = await connection.execute(
    `insert into users (username, role, password_hash, email) values ('bench-host', 'host', '!', 'host@example.com') returning id`,
  );
  const [admin] = await connection.execute(`insert into users (username, role, password_hash) values ('admin', 'admin', '!') returning id`);
  await connection.execute(
    `insert into displays (host_id, name, street_address, city, state, zip_code, start_time, end_time, operating_hours,
       price_per_hour, location_type, latitude, longitude, status, created_at, updated_at)
     select ?, 'Bench screen ' || g, '1 E Washington St', 'Phoenix', 'AZ', '85004', '00:00', '23:00', '00:00-23:00', 10,
            'indoor', 33.4485, -112.0738, 'approved', now(), now()
       from generate_series(1, ?) g`,
    [host.id, GROUPS],
  );
  const [tenant] = await connection.execute(
    `insert into users (username, role, password_hash, email) values ('bench-tenant', 'tenant', '!', 'tenant@example.com') returning id`,
  );
  const [creative] = await connection.execute(
    `insert into ad_creatives (owner_id, name, dimensions, width, height, content_type, byte_size, content_hash, thumbnail_hash, status, reviewed_at)
     values (?, 'Bench ad', '1920x1080', 1920, 1080, 'image/png', 1000, repeat('a', 64), repeat('b', 64), 'approved', now()) returning id`,
    [tenant.id],
  );
  const displays = (await connection.execute('select id from displays order by id')).map((r) => r.id);
  const [{ day }] = await connection.execute(`select (display_today('America/Phoenix', now()) + 7)::text as day`);
  return { admin: admin.id, tenant: tenant.id, creative: creative.id, displays, day };
}

async function call(port, method, path, cookie, body) {
  const started = performance.now();
  const res = await fetch(`http://127.0.0.1:${port}${path}`, {
    method,
    headers: { cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const text = await res.text();
  return { status: res.status, ms: performance.now() - started, text };
}

const stats = (times) => `p50 ${ms(percentile(times, 50))}, p99 ${ms(percentile(times, 99))}`;

async function main() {
  const sink = await startSink();
  const { app, orm, db, port } = await startApp(cleanups, {
    env: { SMTP_URL: `smtp://127.0.0.1:${sink.port}`, PUBLIC_URL: 'https://screens.example.com', TENANT_PENDING_HOURS_CAP: '1000000' },
  });
  const connection = orm.em.getConnection();
  const { MailSender } = require('../dist/modules/notifications/mail-sender.service');
  const { BookingEvents } = require('../dist/modules/bookings/booking-events.service');
  const sender = app.get(MailSender);
  console.log(`Mail benchmark: Node ${process.version}, ${os.cpus().length} CPU(s); ${db.where}; SMTP sink in a child process`);

  // 1. Drain rate.
  await connection.execute(
    `insert into mail_outbox (to_address, subject, text_body, html_body, message_id, created_at, next_attempt_at)
     select 'reader' || g || '@example.com', 'Bench e-mail ' || g, 'Hello ' || g || E'\\n\\nOpen: https://screens.example.com/dashboard',
            '<p>Hello ' || g || '</p><p><a href="https://screens.example.com/dashboard">Open</a></p>',
            '<bench-' || g || '@screens.example.com>', now(), now()
       from generate_series(1, ?) g`,
    [MAIL_COUNT],
  );
  const started = performance.now();
  const drained = await sender.drain();
  const seconds = (performance.now() - started) / 1000;
  const counts = await sink.counts();
  const [{ left }] = await connection.execute('select count(*)::int as left from mail_outbox where sent_at is null');
  const drainOk = drained.sent === MAIL_COUNT && counts.received === MAIL_COUNT && counts.unique === MAIL_COUNT && left === 0;
  console.log(
    `Outbox drain: ${MAIL_COUNT} e-mails in ${seconds.toFixed(2)} s = ${(MAIL_COUNT / seconds).toFixed(0)} e-mails/s ` +
      `(target >= 200); received ${counts.received}, ${counts.unique} distinct Message-IDs, ${left} left — ${drainOk ? 'OK' : 'WRONG'}`,
  );

  // 2. Confirm with and without events, alternating.
  const f = await fixtures(connection);
  const tenantCookie = await sessionCookie(app, f.tenant);
  const adminCookie = await sessionCookie(app, f.admin);
  const groups = [];
  for (const displayId of f.displays) {
    const body = { bookings: [{ displayId, adCreativeId: f.creative, bookingDate: f.day, hoursBooked: 1 }] };
    const r = await call(port, 'POST', '/api/tenant/bookings/bulk', tenantCookie, body);
    if (r.status !== 201) throw new Error(`booking: ${r.status} ${r.text.slice(0, 200)}`);
    groups.push(JSON.parse(r.text).groupId);
  }
  const bookingEvents = app.get(BookingEvents);
  const changes = bookingEvents.changes;
  const timings = { with: [], without: [], own: [], records: { with: [], without: [] } };
  // The one statement of a change's records (audit rows, and the events when on), timed apart.
  const pgConnection = require('../dist/common/database/pg-connection.repository');
  const queryPrepared = pgConnection.queryPrepared;
  let counting = null;
  pgConnection.queryPrepared = async function (...args) {
    const t0 = performance.now();
    try {
      return await queryPrepared.apply(this, args);
    } finally {
      if (counting && String(args[1]).startsWith('screenspace_writes_')) timings.records[counting].push(performance.now() - t0);
    }
  };
  // The events' own time inside the confirm before the records' statement (rendering), for the breakdown.
  const timedChanges = async function (...args) {
    const t0 = performance.now();
    await changes.apply(this, args);
    timings.own.push(performance.now() - t0);
  };
  for (const [i, groupId] of groups.entries()) {
    const withEvents = i % 2 === 0;
    bookingEvents.changes = withEvents ? timedChanges : async () => undefined;
    counting = i >= WARM_UP ? (withEvents ? 'with' : 'without') : null;
    const r = await call(port, 'POST', `/api/admin/bookings/groups/${groupId}/confirm`, adminCookie);
    if (r.status !== 200) throw new Error(`confirm: ${r.status} ${r.text.slice(0, 200)}`);
    if (i >= WARM_UP) timings[withEvents ? 'with' : 'without'].push(r.ms);
  }
  bookingEvents.changes = changes;
  pgConnection.queryPrepared = queryPrepared;
  const [{ events }] = await connection.execute(
    `select count(*)::int as events from notifications where kind in ('booking_confirmed', 'host_booking_confirmed')`,
  );
  console.log(
    `Confirm (POST /api/admin/bookings/groups/{id}/confirm), ${timings.with.length} calls each: ` +
      `with events ${stats(timings.with)}; without ${stats(timings.without)}; ${events} confirmation notifications written; ` +
      `rendering the events ${stats(timings.own.slice(5))}; the records' one statement with events ${stats(timings.records.with)}, ` +
      `without ${stats(timings.records.without)}`,
  );
  if (!drainOk) process.exitCode = 1;
}

runBenchmark(main, cleanups, Number(process.env.BENCH_TIMEOUT_MS ?? 300_000));
