import fs from 'fs';
import { Client } from 'pg';

export default async function globalTeardown() {
  const embedded = globalThis.screenspaceEmbeddedPg;
  if (embedded) {
    await embedded.pg.stop();
    fs.rmSync(embedded.dir, { recursive: true, force: true });
    return;
  }
  // On DATABASE_URL's server, remove this run's template (test/utils/test-database.ts).
  const admin = new Client({ connectionString: process.env.TEST_PG_ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(`drop database if exists screenspace_template_${process.env.TEST_RUN_ID} with (force)`);
  } finally {
    await admin.end();
  }
}
