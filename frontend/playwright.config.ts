import { defineConfig } from '@playwright/test';
import os from 'node:os';
import path from 'node:path';

// Browser tests run Debian's Chromium against the real server (built backend +
// built frontend) on a fresh embedded PostgreSQL with the demo data.
const port = Number(process.env.E2E_PORT ?? 3210);
const pgPort = Number(process.env.E2E_PG_PORT ?? 55439);
const dataDir = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), 'screenspace-e2e');
export const E2E_ADMIN_CODE = 'e2e-admin-access-code';

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  workers: 1,
  fullyParallel: false,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-sync',
        '--disable-quic',
      ],
    },
  },
  webServer: {
    command: `rm -rf "${dataDir}" && node ../backend/dist/main.js`,
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(pgPort),
      ADMIN_ACCESS_CODE: E2E_ADMIN_CODE,
      JWT_SECRET: 'e2e-secret-that-is-at-least-32-characters-long',
      DEMO_DATA: 'true',
      NODE_ENV: 'test',
      PASSWORD_HASH_ROUNDS: '4',
    },
  },
});
