import { spawn } from 'child_process';
import * as fs from 'fs';
import * as net from 'net';
import * as os from 'os';
import * as path from 'path';
import { Client } from 'pg';
import { isAlive, lockDataDir } from '../src/database/data-dir-lock';
import { startEmbeddedPostgres } from '../src/database/embedded-postgres';

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

async function query(url: string, sql: string) {
  const c = new Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query(sql)).rows;
  } finally {
    await c.end();
  }
}

describe('embedded PostgreSQL lifecycle', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'screenspace-embedded-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('keeps data across a stop and a second start', async () => {
    const port = await freePort();
    const first = await startEmbeddedPostgres(dir, port, 'lifecycle');
    await query(first.url, 'create table kept (v int); insert into kept values (42)');
    await first.stop();
    const second = await startEmbeddedPostgres(dir, port, 'lifecycle');
    try {
      expect(await query(second.url, 'select v from kept')).toEqual([{ v: 42 }]);
    } finally {
      await second.stop();
    }
  }, 60000);

  it('stops a PostgreSQL orphaned by a killed run and starts cleanly', async () => {
    const port = await freePort();
    const child = spawn(process.execPath, [path.join(__dirname, 'fixtures', 'start-postgres-and-hang.mjs'), dir, String(port)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    await new Promise<void>((resolve, reject) => {
      child.stdout!.on('data', (d) => String(d).includes('started') && resolve());
      child.on('exit', (code) => reject(new Error(`fixture exited with ${code}`)));
    });
    child.kill('SIGKILL');
    await new Promise((r) => child.once('exit', r));
    const orphanPid = Number(fs.readFileSync(path.join(dir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    expect(isAlive(orphanPid)).toBe(true);

    const messages: string[] = [];
    const server = await startEmbeddedPostgres(dir, port, 'after_crash', (m) => messages.push(m));
    try {
      expect(isAlive(orphanPid)).toBe(false);
      expect(messages.join('\n')).toContain(`Stopping PostgreSQL (pid ${orphanPid}) left running by an earlier run`);
      expect(await query(server.url, 'select 1 as ok')).toEqual([{ ok: 1 }]);
    } finally {
      await server.stop();
    }
  }, 60000);

  it('as root, opens its own data folder to PostgreSQL and names a closed parent folder', async () => {
    const closed = path.join(dir, 'closed');
    const dataDir = path.join(closed, 'data');
    fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    fs.chmodSync(closed, 0o700);
    fs.chmodSync(dataDir, 0o700);
    const attempt = startEmbeddedPostgres(path.join(dataDir, 'postgres'), await freePort());
    if (process.getuid?.() === 0) {
      await expect(attempt).rejects.toThrow(`it cannot reach ${path.join(dataDir, 'postgres')} because ${closed} is closed to other users`);
      expect(fs.statSync(dataDir).mode & 0o001).toBe(0o001);
    } else {
      const server = await attempt; // not root: PostgreSQL runs as this user and needs nothing opened
      await server.stop();
    }
  }, 60000);

  it('says clearly when the port belongs to another program', async () => {
    const blocker = net.createServer();
    const port = await new Promise<number>((resolve) =>
      blocker.listen(0, '127.0.0.1', () => resolve((blocker.address() as net.AddressInfo).port)),
    );
    try {
      await expect(startEmbeddedPostgres(dir, port)).rejects.toThrow(
        `Port ${port} for the embedded PostgreSQL is in use by another program. Set EMBEDDED_PG_PORT`,
      );
    } finally {
      blocker.close();
    }
  });
});

describe('data folder lock', () => {
  it('refuses a second live server and takes over from a dead one', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'screenspace-lock-'));
    try {
      const live = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
      fs.writeFileSync(path.join(dir, 'server.pid'), String(live.pid));
      expect(() => lockDataDir(dir)).toThrow(`Another server (pid ${live.pid}) is already using ${dir}`);
      live.kill('SIGKILL');
      fs.writeFileSync(path.join(dir, 'server.pid'), '999999');
      const unlock = lockDataDir(dir);
      expect(fs.readFileSync(path.join(dir, 'server.pid'), 'utf8')).toBe(String(process.pid));
      unlock();
      expect(fs.existsSync(path.join(dir, 'server.pid'))).toBe(false);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
