import type { ChildProcess } from 'child_process';
import { spawn } from 'child_process';
import * as fs from 'fs';
import * as net from 'net';
import * as os from 'os';
import * as path from 'path';

// What `npm start` runs (dist/main.js), from the source: no build needed, never a stale one.
const MAIN = path.resolve(__dirname, '..', '..', 'src', 'main.ts');
const FROM_SOURCE = ['-r', path.join(__dirname, 'ts-require-hook.js')];
export const PROCESS_ADMIN_CODE = 'process-admin-code';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** The server (`src/main.ts`; `npm start` runs it built) as its own process. */
export class ServerProcess {
  child!: ChildProcess;
  output = '';

  constructor(
    public port: number,
    readonly env: Record<string, string>,
    readonly dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'screenspace-process-')),
  ) {}

  get base(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  static async start(env: Record<string, string> = {}): Promise<ServerProcess> {
    const server = new ServerProcess(await freePort(), { EMBEDDED_PG_PORT: String(await freePort()), ...env });
    await server.restart();
    return server;
  }

  /** Whether the process still runs, and the end of what it printed: for a failure's message. */
  state(): string {
    const { exitCode, signalCode } = this.child;
    const running = exitCode === null && signalCode === null;
    return `The server ${running ? 'still runs' : `exited (${exitCode ?? signalCode})`}; its last output:\n${this.output.slice(-4000)}`;
  }

  /**
   * Starts the server and waits for its banner, then its health. A free port can be taken by
   * another test's listener before this server binds it (and that listener may even answer
   * /api/health): the banner proves the answer is ours, and a port lost that way is replaced.
   */
  async restart(): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      this.spawn();
      const lost = await this.portLost();
      if (!lost) return this.waitHealthy(60_000);
      if (attempt === 3) throw new Error(`the server's ports stayed taken:\n${this.output}`);
      if (lost === 'http') this.port = await freePort();
      else this.env.EMBEDDED_PG_PORT = String(await freePort());
    }
  }

  /** Resolves once the banner is printed (undefined), or the process ended on a taken port. */
  private async portLost(): Promise<'http' | 'postgres' | undefined> {
    const until = Date.now() + 60_000;
    while (!this.output.includes('ScreenSpace is running at')) {
      if (this.child.exitCode !== null || this.child.signalCode !== null) {
        if (/EADDRINUSE/.test(this.output)) return 'http';
        if (/for the embedded PostgreSQL is in use/.test(this.output)) return 'postgres';
        throw new Error(`server exited (${this.child.exitCode ?? this.child.signalCode}):\n${this.output}`);
      }
      if (Date.now() > until) throw new Error(`the server printed no banner in 60 s:\n${this.output}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    return undefined;
  }

  private spawn(): void {
    this.output = '';
    this.child = spawn(process.execPath, [...FROM_SOURCE, MAIN], {
      env: {
        ...process.env,
        PORT: String(this.port),
        DATA_DIR: this.dataDir,
        DEMO_DATA: 'false',
        NODE_ENV: 'test',
        PASSWORD_HASH_ROUNDS: '4',
        ADMIN_ACCESS_CODE: PROCESS_ADMIN_CODE,
        JWT_SECRET: 'process-secret-that-is-at-least-32-characters',
        ...this.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child.stdout!.on('data', (d) => (this.output += d));
    this.child.stderr!.on('data', (d) => (this.output += d));
  }

  async waitHealthy(ms: number): Promise<void> {
    const until = Date.now() + ms;
    while (Date.now() < until) {
      if (this.child.exitCode !== null) throw new Error(`server exited (${this.child.exitCode}):\n${this.output}`);
      const ok = await fetch(`${this.base}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return;
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error(`server did not become healthy in ${ms} ms:\n${this.output}`);
  }

  exited(): Promise<number | null> {
    return new Promise((r) =>
      this.child.exitCode !== null || this.child.signalCode !== null ? r(this.child.exitCode) : this.child.once('exit', (code) => r(code)),
    );
  }

  /** The embedded PostgreSQL's postmaster. */
  postgresPid(): number {
    return Number(fs.readFileSync(path.join(this.dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
  }

  get embeddedUrl(): string {
    return `postgres://postgres:password@127.0.0.1:${this.env.EMBEDDED_PG_PORT}/screenspace`;
  }

  async call(
    method: string,
    url: string,
    body?: unknown,
    cookie?: string,
  ): Promise<{ status: number; body: any; headers: Headers; ms: number; cookie?: string }> {
    const started = Date.now();
    try {
      const res = await fetch(`${this.base}${url}`, {
        method,
        headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(cookie ? { cookie } : {}) },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(15_000),
      });
      const text = await res.text();
      const setCookie = res.headers.get('set-cookie')?.split(';')[0];
      return {
        status: res.status,
        body: text ? JSON.parse(text) : undefined,
        headers: res.headers,
        ms: Date.now() - started,
        cookie: setCookie,
      };
    } catch (error) {
      return { status: 0, body: String(error), headers: new Headers(), ms: Date.now() - started };
    }
  }

  async kill(): Promise<void> {
    if (this.child.exitCode === null && this.child.signalCode === null) {
      this.child.kill('SIGKILL');
      await this.exited();
    }
    try {
      process.kill(this.postgresPid(), 'SIGKILL');
    } catch {
      // not running
    }
  }

  async remove(): Promise<void> {
    await this.kill();
    // PostgreSQL's own processes notice the postmaster's death a moment later and may still write
    // into the folder: retry while it is not yet empty.
    fs.rmSync(this.dataDir, { recursive: true, force: true, maxRetries: 20, retryDelay: 100 });
  }
}
