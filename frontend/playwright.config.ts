import { defineConfig } from '@playwright/test';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Browser tests run Debian's Chromium against the real server (built backend + built frontend).
 * Each worker has a server of its own, on a fresh embedded PostgreSQL with the demo data
 * (e2e/global-setup.ts starts one per worker), so test files run in parallel and still never
 * see each other's data (docs/testing.md#why-the-browser-tier-runs-as-it-does).
 * E2E_WORKERS (default 2; `--workers` overrides it) sets how many. Server n listens on
 * E2E_PORT + 100·n with PostgreSQL on E2E_PG_PORT + 100·n and its data in E2E_DATA_DIR-n
 * (E2E_DATA_DIR itself for n = 0).
 */
// The first values seen are kept as the base: inside a worker, E2E_PORT and the others are
// then rewritten to name that worker's own server (below), and this file may be loaded again.
process.env.E2E_BASE_PORT ??= process.env.E2E_PORT ?? '3210';
process.env.E2E_BASE_PG_PORT ??= process.env.E2E_PG_PORT ?? '55439';
// Named after the port, so two runs on one machine with other ports never share a database.
process.env.E2E_BASE_DATA_DIR ??= process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `screenspace-e2e-${process.env.E2E_BASE_PORT}`);
export const E2E_ADMIN_CODE = 'e2e-admin-access-code';

/**
 * Debian's Chromium headless shell (package chromium-headless-shell, which .ci/run installs): the
 * same Chromium, Blink and V8 without the desktop browser's windowing and GPU process, and the
 * browser Playwright itself runs headless tests in. The whole tier took about a fifth less CPU
 * with it (docs/testing.md#why-the-browser-tier-runs-as-it-does). Without it, the full browser.
 */
function chromium(): string {
  const shell = '/usr/bin/chromium-headless-shell';
  return fs.existsSync(shell) ? shell : '/usr/bin/chromium';
}

export function e2eServer(index: number) {
  const port = Number(process.env.E2E_BASE_PORT) + 100 * index;
  const dataDir = process.env.E2E_BASE_DATA_DIR!;
  return {
    port,
    pgPort: Number(process.env.E2E_BASE_PG_PORT) + 100 * index,
    dataDir: index === 0 ? dataDir : `${dataDir}-${index}`,
    baseURL: `http://127.0.0.1:${port}`,
  };
}

// Playwright loads this file again in every worker, with TEST_PARALLEL_INDEX set: that is how
// each worker's baseURL (and so `page`, `request`, testInfo.project.use.baseURL) and its
// E2E_PORT, E2E_PG_PORT and E2E_DATA_DIR name its own server. The main process opens no page.
const own = e2eServer(Number(process.env.TEST_PARALLEL_INDEX ?? 0));
if (process.env.TEST_PARALLEL_INDEX !== undefined) {
  process.env.E2E_PORT = String(own.port);
  process.env.E2E_PG_PORT = String(own.pgPort);
  process.env.E2E_DATA_DIR = own.dataDir;
}

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  globalSetup: './e2e/global-setup.ts',
  workers: Number(process.env.E2E_WORKERS) || 2,
  fullyParallel: false,
  retries: 0,
  // Two workers share two cores: a test gets about half the machine it had alone.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  // `npm start` builds first, and a build Nx answers from its cache still rewrites frontend/dist
  // (new files, same bytes): a page loading a chunk at that moment failed. The test tagged
  // @rebuilds-dist runs once every other has finished (docs/testing.md#why-the-browser-tier-runs-as-it-does).
  projects: [
    { name: 'browser', grepInvert: /@rebuilds-dist/ },
    { name: 'rebuilds-dist', grep: /@rebuilds-dist/, dependencies: ['browser'] },
  ],
  use: {
    baseURL: own.baseURL,
    // Recording a trace doubles the CPU a test costs (measured: the player's soak test 2.7 min
    // with, 1.4 min without); CI keeps the failure's screenshot and error context, and a failing
    // test re-run here with `--trace on` gives the trace (docs/testing.md#the-inner-loop-run-what-you-touched).
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? chromium(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-sync',
        '--disable-quic',
        // The map's tiles come from tile.openstreetmap.org, which this machine cannot reach: the
        // resolver refuses that host at once, in every test, with no request interception (a
        // route turns the HTTP cache off and sends each request through Playwright).
        '--host-resolver-rules=MAP tile.openstreetmap.org ~NOTFOUND',
      ],
    },
  },
});
