import { expect, test } from '@playwright/test';
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// What `npm start` runs, started as a person would: stop with SIGTERM, start again on the same
// data, then survive a crash (kill -9) that leaves the embedded PostgreSQL running.
// Its ports are free ones found at the start (or E2E_LIFECYCLE_PORT / E2E_LIFECYCLE_PG_PORT): a
// fixed pair collided with whatever else on the machine held it.
let port = 0;
let pgPort = 0;
let base = '';
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address() as AddressInfo;
      probe.close(() => resolve(free));
    });
  });
test.beforeAll(async () => {
  port = Number(process.env.E2E_LIFECYCLE_PORT ?? 0) || (await freePort());
  pgPort = Number(process.env.E2E_LIFECYCLE_PG_PORT ?? 0) || (await freePort());
  base = `http://127.0.0.1:${port}`;
});
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'screenspace-lifecycle-'));

/** The server's settings: its ports, a data folder, no demo data. */
const serverEnv = (dir: string) => ({
  ...process.env,
  PORT: String(port),
  DATA_DIR: dir,
  EMBEDDED_PG_PORT: String(pgPort),
  DEMO_DATA: 'false',
  NODE_ENV: 'test',
  PASSWORD_HASH_ROUNDS: '4',
});

function startServer(): { child: ChildProcess; output: () => string } {
  let output = '';
  const child = spawn(process.execPath, [fileURLToPath(new URL('../../backend/dist/main.js', import.meta.url))], {
    env: serverEnv(dataDir),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  return { child, output: () => output };
}

async function waitHealthy(output: () => string): Promise<void> {
  for (let i = 0; i < 120; i++) {
    try {
      const res = await fetch(`${base}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`server did not become healthy:\n${output()}`);
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((r) => (child.exitCode !== null ? r(child.exitCode) : child.once('exit', (code) => r(code))));
const postgresPid = () => Number(fs.readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

test.afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

test('the server stops cleanly, keeps its data, and recovers from a crash', async () => {
  test.setTimeout(180_000);
  const first = startServer();
  await waitHealthy(first.output);
  expect(first.output()).toContain(`ScreenSpace is running at http://localhost:${port}`);
  expect(first.output()).toMatch(/access code: \S+ \(generated, kept in .*secrets\.json\)/);
  const code = /access code: (\S+)/.exec(first.output())![1];
  const reg = await fetch(`${base}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'keeper', password: 'password-123' }),
  });
  expect(reg.status).toBe(201);

  // SIGTERM (what Ctrl-C and docker stop send) stops the app and its PostgreSQL.
  const pg1 = postgresPid();
  first.child.kill('SIGTERM');
  expect(await exited(first.child)).toBe(0);
  expect(alive(pg1)).toBe(false);

  // A second start reuses the data and the generated access code.
  const second = startServer();
  await waitHealthy(second.output);
  expect(second.output()).toContain(`access code: ${code}`);
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'keeper', password: 'password-123' }),
  });
  expect(login.status).toBe(200);

  // A crash leaves PostgreSQL running; the next start stops it and carries on.
  const orphan = postgresPid();
  second.child.kill('SIGKILL');
  await exited(second.child);
  expect(alive(orphan)).toBe(true);
  const third = startServer();
  await waitHealthy(third.output);
  expect(third.output()).toContain(`Stopping PostgreSQL (pid ${orphan}) left running by an earlier run`);
  expect(alive(orphan)).toBe(false);
  const again = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'keeper', password: 'password-123' }),
  });
  expect(again.status).toBe(200);
  third.child.kill('SIGTERM');
  expect(await exited(third.child)).toBe(0);
});

test('SIGTERM to the `npm start` process stops the server and its PostgreSQL', { tag: '@rebuilds-dist' }, async () => {
  test.setTimeout(300_000); // `npm start` builds first (Nx's cache makes that quick after a build)
  const startDir = fs.mkdtempSync(path.join(os.tmpdir(), 'screenspace-npm-start-'));
  let output = '';
  const npm = spawn('npm', ['start'], {
    cwd: fileURLToPath(new URL('../..', import.meta.url)),
    env: serverEnv(startDir),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  npm.stdout!.on('data', (d) => (output += d));
  npm.stderr!.on('data', (d) => (output += d));
  try {
    for (let i = 0; i < 240 && !/ScreenSpace is running at/.test(output); i++) await new Promise((r) => setTimeout(r, 1000));
    await waitHealthy(() => output);
    const pg = Number(fs.readFileSync(path.join(startDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
    expect(alive(pg)).toBe(true);

    // What `kill <pid>` sends, to npm itself (not to its process group, as Ctrl-C would).
    process.kill(npm.pid!, 'SIGTERM');
    expect(await exited(npm)).toBe(0);
    for (let i = 0; i < 20 && alive(pg); i++) await new Promise((r) => setTimeout(r, 250));
    expect(alive(pg), 'PostgreSQL still running').toBe(false);
    const answer = await fetch(`${base}/api/health`).then(
      () => 'answered',
      () => 'refused',
    );
    expect(answer, 'the server still answers').toBe('refused');
    expect(output).toContain('SIGTERM: stopping');
  } finally {
    if (npm.exitCode === null) npm.kill('SIGKILL');
    fs.rmSync(startDir, { recursive: true, force: true });
  }
});
