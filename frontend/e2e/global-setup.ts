import type { FullConfig } from '@playwright/test';
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { E2E_ADMIN_CODE, e2eServer } from '../playwright.config';

/**
 * Starts one server per Playwright worker (what `npm start` runs: the built backend serving the
 * built frontend), each on a fresh embedded PostgreSQL with the demo data. Worker n talks only to
 * server n (playwright.config.ts), so tests in different workers never see each other's data.
 * Returns the teardown, which stops them all (SIGTERM: the server stops its PostgreSQL).
 */
const MAIN = fileURLToPath(new URL('../../backend/dist/main.js', import.meta.url));

async function healthy(base: string, child: ChildProcess, output: () => string): Promise<void> {
  const until = Date.now() + 120_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`e2e server exited with ${child.exitCode}:\n${output()}`);
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`e2e server at ${base} did not answer /api/health within 120 s:\n${output()}`);
}

function start(index: number): { child: ChildProcess; ready: Promise<void> } {
  const { port, pgPort, dataDir, baseURL } = e2eServer(index);
  fs.rmSync(dataDir, { recursive: true, force: true });
  let output = '';
  const child = spawn(process.execPath, [MAIN], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(pgPort),
      ADMIN_ACCESS_CODE: E2E_ADMIN_CODE,
      JWT_SECRET: 'e2e-secret-that-is-at-least-32-characters-long',
      DEMO_DATA: 'true',
      NODE_ENV: 'test',
      PASSWORD_HASH_ROUNDS: '4',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr!.on('data', (d) => {
    output += d;
    process.stderr.write(`[server ${index}] ${d}`);
  });
  return { child, ready: healthy(baseURL, child, () => output) };
}

const stopped = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  if (!fs.existsSync(MAIN)) throw new Error('Build first (npm run build): the browser tests run backend/dist/main.js');
  const servers = Array.from({ length: config.workers }, (_, i) => start(i));
  const stopAll = () => Promise.all(servers.map((s) => stopped(s.child))).then(() => undefined);
  process.once('exit', () => servers.forEach((s) => s.child.kill('SIGTERM')));
  try {
    await Promise.all(servers.map((s) => s.ready));
  } catch (error) {
    await stopAll();
    throw error;
  }
  return stopAll;
}
