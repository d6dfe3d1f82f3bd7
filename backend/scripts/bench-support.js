// Shared by the benchmark scripts: a free loopback port and a throw-away database
// (an embedded PostgreSQL in a temporary folder, or a new database on DATABASE_URL's
// server), each registering its own clean-up.
const fs = require('fs');
const net = require('net');
const os = require('os');
const path = require('path');
const { startEmbeddedPostgres } = require('../dist/database/embedded-postgres');

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
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'screenspace-bench-pg-'));
  cleanups.push(async () => fs.rmSync(dir, { recursive: true, force: true }));
  const server = await startEmbeddedPostgres(path.join(dir, 'postgres'), await freePort(), 'screenspace_bench');
  cleanups.push(() => server.stop());
  return { url: server.url, where: `embedded PostgreSQL in ${dir}` };
}

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

module.exports = { freePort, freshDatabase, runBenchmark };
