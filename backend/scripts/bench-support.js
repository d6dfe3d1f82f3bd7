// Shared by the benchmark scripts: a free loopback port, a throw-away database (an embedded
// PostgreSQL in a temporary folder, or a new database on DATABASE_URL's server) and data folder,
// the compiled app started on them, signed-in cookies, a load generator in a child process,
// percentiles, and a runner that cleans everything up whatever happens.
const fs = require('fs');
const net = require('net');
const os = require('os');
const path = require('path');

const dist = path.resolve(__dirname, '..', 'dist');

/** The benchmarks run the compiled app: stop with a hint when it is not built. */
function requireBuild(file = 'app.factory.js') {
  if (!fs.existsSync(path.join(dist, file))) {
    console.error('Build first: npm run build -w backend');
    process.exit(1);
  }
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer().once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Pushes its clean-ups onto `cleanups` (run them last-first when done). */
async function freshDatabase(cleanups) {
  if (process.env.DATABASE_URL) {
    const { Client } = require('pg');
    const name = `screenspace_bench_${process.pid}`;
    const admin = async (sql) => {
      const c = new Client({ connectionString: process.env.DATABASE_URL });
      await c.connect();
      try {
        await c.query(sql);
      } finally {
        await c.end();
      }
    };
    await admin(`create database ${name}`);
    cleanups.push(() => admin(`drop database if exists ${name} with (force)`));
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = `/${name}`;
    return { url: url.toString(), where: `database ${name} on DATABASE_URL's server` };
  }
  const { startEmbeddedPostgres } = require(path.join(dist, 'database', 'embedded-postgres'));
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'screenspace-bench-pg-'));
  cleanups.push(async () => fs.rmSync(dir, { recursive: true, force: true }));
  const server = await startEmbeddedPostgres(path.join(dir, 'postgres'), await freePort(), 'screenspace_bench');
  cleanups.push(() => server.stop());
  // A diagnostic: BENCH_PG_SET="name = value; …" sets PostgreSQL settings on the bench's own
  // database (ALTER SYSTEM, then a reload), e.g. "wal_init_zero = on" to measure the default.
  if (process.env.BENCH_PG_SET) {
    const c = new (require('pg').Client)({ connectionString: server.url });
    await c.connect();
    for (const kv of process.env.BENCH_PG_SET.split(';').filter((x) => x.trim())) await c.query(`alter system set ${kv}`);
    await c.query('select pg_reload_conf()');
    await c.end();
  }
  return { url: server.url, where: `embedded PostgreSQL in ${dir}` };
}

/** A temporary DATA_DIR, removed by its clean-up. */
function tempDataDir(cleanups) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'screenspace-bench-data-'));
  cleanups.push(async () => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/**
 * The compiled app on a fresh database, migrated and listening on a free loopback port.
 * NODE_ENV=test keeps the scheduled jobs' timers off; `env` adds or overrides settings.
 */
async function startApp(cleanups, { env = {}, logger = ['error', 'warn'] } = {}) {
  requireBuild();
  const { MikroORM } = require('@mikro-orm/postgresql');
  const { createApp } = require(path.join(dist, 'app.factory'));
  const { loadConfig } = require(path.join(dist, 'config', 'config'));
  const db = await freshDatabase(cleanups);
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: tempDataDir(cleanups),
    DEMO_DATA: 'false',
    ADMIN_ACCESS_CODE: 'bench-access-code',
    JWT_SECRET: 'b'.repeat(48),
    ...env,
  });
  const app = await createApp({ config, databaseUrl: db.url, serveStatic: false, logger });
  cleanups.push(() => app.close());
  const orm = app.get(MikroORM);
  await orm.getMigrator().up();
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.getHttpServer().address();
  return { app, orm, db, port };
}

/** A signed-in user's cookie header, from a session made directly (no password hashing). */
async function sessionCookie(app, userId) {
  const { SessionService } = require(path.join(dist, 'modules', 'auth', 'session.service'));
  return `sid=${await app.get(SessionService).create({ id: userId })}`;
}

/**
 * The load generator in a child process, so that its event loop is not the server's: the
 * latencies are the server's, as a real client would see them. Returns `ask(message)`, which
 * resolves with the child's answer (and `ask.pid`, the child's process id).
 */
function forkClient(cleanups, file, args = []) {
  const client = require('child_process').fork(file, args);
  cleanups.push(async () => client.connected && client.disconnect());
  const ask = (message) =>
    new Promise((resolve) => {
      client.once('message', resolve);
      client.send(message);
    });
  return Object.assign(ask, { pid: client.pid });
}

/** Nearest-rank percentile (`p` in 0–100); NaN for no values. */
function percentile(values, p) {
  if (values.length === 0) return NaN;
  const sorted = values.toSorted((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

const ms = (n) => `${n.toFixed(1)} ms`;

/**
 * Runs `main`, then the clean-ups (last first) whatever happens: on success, on an error
 * (exit 1), on Ctrl-C (exit 130) and after `timeoutMs` (exit 1).
 */
function runBenchmark(main, cleanups, timeoutMs) {
  const stopAll = async () => {
    while (cleanups.length)
      await cleanups
        .pop()()
        .catch((e) => console.error('cleanup:', e?.message ?? e));
  };
  const timeout = setTimeout(async () => {
    console.error('Benchmark timed out; stopping.');
    await stopAll();
    process.exit(1);
  }, timeoutMs);
  process.on('SIGINT', () => void stopAll().then(() => process.exit(130)));
  main()
    .then(stopAll, async (err) => {
      console.error(err);
      await stopAll();
      process.exitCode = 1;
    })
    .finally(() => clearTimeout(timeout));
}

module.exports = { requireBuild, freePort, freshDatabase, tempDataDir, startApp, sessionCookie, forkClient, percentile, ms, runBenchmark };
