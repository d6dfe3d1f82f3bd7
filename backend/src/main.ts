import 'reflect-metadata';
import { MikroORM } from '@mikro-orm/postgresql';
import * as path from 'path';
import { createApp } from './app.factory';
import type { Config } from './config/config';
import { loadConfig } from './config/config';
import { ConfigError } from './config/validate-env';
import { lockDataDir } from './database/data-dir-lock';
import type { EmbeddedServer } from './database/embedded-postgres';
import { startEmbeddedPostgres } from './database/embedded-postgres';
import { DEMO_ACCOUNTS, SeedService } from './seed/seed.service';

const SHUTDOWN_MS = 4500;
const nothingToUnlock = () => {};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms).unref());

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }

  let embedded: EmbeddedServer | undefined;
  let unlock: () => void = nothingToUnlock;
  let databaseUrl = config.database.url;
  if (!databaseUrl) {
    unlock = lockDataDir(config.app.dataDir);
    const dir = path.join(config.app.dataDir, 'postgres');
    console.log(`Starting the embedded PostgreSQL in ${dir} ...`);
    embedded = await startEmbeddedPostgres(dir, config.database.embeddedPort, undefined, (m) => console.log(m));
    embedded.supervise((m) => console.warn(m));
    databaseUrl = embedded.url;
  }

  const cleanup = async () => {
    await embedded?.stop().catch(() => {});
    unlock();
  };
  const app = await createApp({ config, databaseUrl, logger: ['error', 'warn', 'log'] }).catch(async (err) => {
    await cleanup();
    throw err;
  });
  let stopping = false;
  // Whatever the database does, the process ends within SHUTDOWN_MS (docs/scaling.md).
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping...`);
    setTimeout(() => {
      console.warn('Shutdown took too long; exiting now');
      unlock();
      process.exit(1);
    }, SHUTDOWN_MS).unref();
    await Promise.race([app.close().catch(() => {}), sleep(1500)]);
    await cleanup();
    process.exit(0);
  };
  // embedded-postgres's exit hook also answers these signals (it stops PostgreSQL and exits with
  // 128 + the signal), racing the stop above: only this process's own order answers them.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.removeAllListeners(signal);
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  let demoLoaded = false;
  try {
    const applied = await app.get(MikroORM).getMigrator().up();
    if (applied.length) console.log(`Applied ${applied.length} migration(s).`);
    ({ demoLoaded } = await app.get(SeedService).seed(config.app.demoData));
    await app.listen({ port: config.app.port, host: '0.0.0.0' });
  } catch (err) {
    await app.close().catch(() => {});
    await cleanup();
    throw err;
  }
  const url = `http://localhost:${config.app.port}`;
  console.log(`
ScreenSpace is running at ${url}
  API docs:       ${url}/api/docs
  Database:       ${embedded ? `embedded PostgreSQL, data in ${config.app.dataDir}` : 'DATABASE_URL'}
  Admin sign-in:  ${url}/login → "Admin Access", access code: ${config.auth.adminAccessCode}${config.auth.adminAccessCodeGenerated ? ` (generated, kept in ${path.join(config.app.dataDir, 'secrets.json')})` : ''}
  E-mail:         ${mailLine(config)}
  Demo accounts:  ${DEMO_ACCOUNTS.map((a) => `${a.role} ${a.username} / ${a.password}`).join(', ')}${demoLoaded ? ' (just created)' : ''}
Press Ctrl-C to stop.`);
}

/** Where e-mail goes, without the SMTP password; or that nothing is mailed (docs/notifications.md). */
function mailLine(config: Config): string {
  if (!config.mail.smtpUrl) return 'off: SMTP_URL is not set, so notifications stay in the app and nothing is mailed';
  const url = new URL(config.mail.smtpUrl);
  return `through ${url.protocol}//${url.host} from ${config.mail.from}, links to ${config.mail.publicUrl}`;
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
