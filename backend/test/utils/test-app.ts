import { MikroORM } from '@mikro-orm/postgresql';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { createApp } from '../../src/app.factory';
import type { Clock } from '../../src/common/clock/clock';
import type { Config } from '../../src/config/config';
import { loadConfig } from '../../src/config/config';
import { watchResponses } from './openapi-check';
import { freshDatabase } from './test-database';

export const TEST_ADMIN_CODE = 'test-admin-access-code';

export interface TestApp {
  app: NestFastifyApplication;
  config: Config;
  orm: MikroORM;
  databaseUrl: string;
  /** A fresh supertest agent; agents keep cookies between calls. */
  agent(): TestAgent;
  close(): Promise<void>;
}

/** Kept for tests that need a database without the app (an empty one by default). */
export { freshDatabase } from './test-database';

/** The real app on a real, freshly migrated PostgreSQL database. */
export async function createTestApp(env: Record<string, string> = {}, clock?: Clock): Promise<TestApp> {
  const { url: databaseUrl, drop } = await freshDatabase({ migrated: true });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'screenspace-test-data-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    ADMIN_ACCESS_CODE: TEST_ADMIN_CODE,
    JWT_SECRET: 'test-secret-that-is-at-least-32-characters',
    PASSWORD_HASH_ROUNDS: '4',
    AUTH_RATE_LIMIT_PER_IP: '100000',
    AUTH_RATE_LIMIT_PER_USERNAME: '100000',
    DEMO_DATA: 'false',
    ...env,
  });
  const app = await createApp({ config, databaseUrl, clock, serveStatic: env.STATIC_DIR !== undefined, logger: false });
  const orm = app.get<MikroORM>(MikroORM);
  await orm.getMigrator().up(); // nothing left to apply on a clone of the template; kept as a check
  // Every response of the API tests must agree with openapi.json (status and body schema).
  const drift = watchResponses(app.getHttpServer());
  return {
    app,
    config,
    orm,
    databaseUrl,
    agent: () => request.agent(app.getHttpServer()),
    close: async () => {
      await closeListening(app);
      await app.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
      if (drift.length) throw new Error(`Responses that disagree with openapi.json:\n${drift.join('\n')}`);
    },
  };
}

/** A second server instance on the same database (what several instances behind a load balancer share). */
export async function anotherInstance(
  t: TestApp,
  clock?: Clock,
): Promise<{ app: NestFastifyApplication; agent(): TestAgent; close(): Promise<void> }> {
  const app = await createApp({ config: t.config, databaseUrl: t.databaseUrl, clock, serveStatic: false, logger: false });
  const drift = watchResponses(app.getHttpServer());
  return {
    app,
    agent: () => request.agent(app.getHttpServer()),
    close: async () => {
      await closeListening(app);
      await app.close();
      if (drift.length) throw new Error(`Responses that disagree with openapi.json:\n${drift.join('\n')}`);
    },
  };
}

/**
 * Stops the HTTP server of a test that listened on it itself (`listen` in from-address.ts, for
 * requests from chosen local addresses). Fastify closes only a server it started, so such a
 * server stayed open after the test and kept jest's worker from exiting.
 */
async function closeListening(app: NestFastifyApplication): Promise<void> {
  const server = app.getHttpServer();
  if (!server.listening) return;
  server.closeAllConnections();
  await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
}

/** Registers an account and returns an agent signed in as it. */
export async function signedInAs(t: TestApp, role: 'tenant' | 'host', username = `${role}-${Math.random().toString(36).slice(2, 10)}`) {
  const agent = t.agent();
  const res = await agent.post('/api/register').send({ username, password: 'password-123', role });
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { agent, user: res.body.user as { id: number; username: string; role: string } };
}

export async function signedInAsAdmin(t: TestApp) {
  const agent = t.agent();
  const res = await agent.post('/api/login').send({ username: 'admin', password: TEST_ADMIN_CODE, role: 'admin' });
  if (res.status !== 200) throw new Error(`admin login failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { agent, user: res.body.user as { id: number; username: string; role: string } };
}
