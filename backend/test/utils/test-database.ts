import { MikroORM } from '@mikro-orm/postgresql';
import { Client } from 'pg';
import { ormOptions } from '../../src/database/orm-options';

/**
 * Every test app gets a database of its own, cloned from one template migrated once per run:
 * `CREATE DATABASE … TEMPLATE` copies files, which is several times faster than running every
 * migration again (docs/testing.md#why-the-api-tier-runs-as-it-does). The first app of a run builds the template
 * under an advisory lock; apps in the other jest workers wait for it, then clone it.
 */

function adminUrl(): string {
  const url = process.env.TEST_PG_ADMIN_URL;
  if (!url) throw new Error('TEST_PG_ADMIN_URL is not set: run the API tests through jest (test/global-setup.mjs)');
  return url;
}

function urlOf(database: string): string {
  const url = new URL(adminUrl());
  url.pathname = `/${database}`;
  return url.toString();
}

async function asAdmin<T>(work: (admin: Client) => Promise<T>): Promise<T> {
  const admin = new Client({ connectionString: adminUrl() });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/** The template's name: one per run (global-setup sets TEST_RUN_ID), so a changed migration never meets an old template. */
export function templateName(): string {
  return `screenspace_template_${process.env.TEST_RUN_ID ?? 'local'}`;
}

let templateReady: Promise<string> | undefined;

/** The migrated template, built by whichever test app asks first. */
function migratedTemplate(): Promise<string> {
  templateReady ??= asAdmin(async (admin) => {
    const name = templateName();
    await admin.query('select pg_advisory_lock(hashtext($1))', [name]);
    try {
      const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
      if (found.rowCount) return name;
      // Built under another name and renamed when complete: the template exists only once migrated.
      const building = `${name}_building`;
      await admin.query(`drop database if exists ${building} with (force)`);
      await admin.query(`create database ${building}`);
      const orm = await MikroORM.init(ormOptions(urlOf(building)));
      try {
        await orm.getMigrator().up();
      } finally {
        await orm.close(true);
      }
      await admin.query(`alter database ${building} rename to ${name}`);
      return name;
    } finally {
      await admin.query('select pg_advisory_unlock(hashtext($1))', [name]);
    }
  });
  return templateReady;
}

let databaseCount = 0;

/**
 * A new database unique to this jest worker and call: migrated (a clone of the template) or,
 * with `{ migrated: false }`, empty.
 */
export async function freshDatabase({ migrated = false } = {}): Promise<{ url: string; drop: () => Promise<void> }> {
  const template = migrated ? await migratedTemplate() : undefined;
  const name = `screenspace_test_${process.env.JEST_WORKER_ID ?? '1'}_${process.pid}_${++databaseCount}`;
  await asAdmin(async (admin) => {
    await admin.query(`drop database if exists ${name} with (force)`);
    // FILE_COPY copies the template's files; PostgreSQL's default (WAL_LOG) writes every block
    // of it through the WAL too, which cost the tier about a sixth more CPU (docs/testing.md).
    await admin.query(template ? `create database ${name} template ${template} strategy file_copy` : `create database ${name}`);
  });
  return {
    url: urlOf(name),
    drop: () => asAdmin((admin) => admin.query(`drop database if exists ${name} with (force)`).then(() => undefined)),
  };
}
