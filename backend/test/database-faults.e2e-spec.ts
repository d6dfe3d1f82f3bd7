import * as fs from 'fs';
import * as path from 'path';
import { Client } from 'pg';
import sharp from 'sharp';
import { startEmbeddedPostgres } from '../src/database/embedded-postgres';
import { eventually } from './utils/player-fixtures';
import { freePort, PROCESS_ADMIN_CODE, ServerProcess } from './utils/server-process';

// The server as its own process (run from source), with PostgreSQL killed under it (docs/scaling.md).
jest.setTimeout(120_000);

type Call = Awaited<ReturnType<ServerProcess['call']>> & { at: number };

/** A host's approved display and a tenant with an approved creative, through the API. */
/** One tenant books in a loop here: its pending hours must not reach the cap (a 409 unrelated to the fault). */
const LOAD_ENV = { TENANT_PENDING_HOURS_CAP: '1000000' };

async function marketplace(s: ServerProcess) {
  const admin = (await s.call('POST', '/api/login', { username: 'admin', password: PROCESS_ADMIN_CODE, role: 'admin' })).cookie!;
  const host = (await s.call('POST', '/api/register', { username: 'fault-host', password: 'password-123', role: 'host' })).cookie!;
  const tenant = (await s.call('POST', '/api/register', { username: 'fault-tenant', password: 'password-123', role: 'tenant' })).cookie!;
  const display = (
    await s.call(
      'POST',
      '/api/displays',
      {
        name: 'Fault screen',
        streetAddress: '1 E Washington St',
        city: 'Phoenix',
        state: 'AZ',
        zipCode: '85004',
        startTime: '00:00',
        endTime: '23:00',
        pricePerHour: '10.00',
        locationType: 'indoor',
        coordinates: { lat: 33.4485, lng: -112.0738 },
      },
      host,
    )
  ).body;
  await s.call('POST', `/api/admin/displays/${display.id}/approve`, { approved: true }, admin);
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#333' } })
    .png()
    .toBuffer();
  const creative = (
    await s.call(
      'POST',
      '/api/tenant/ad-creatives',
      { name: 'Fault ad', fileUrl: `data:image/png;base64,${png.toString('base64')}`, dimensions: '8x8' },
      tenant,
    )
  ).body;
  await s.call('POST', `/api/admin/ad-creatives/${creative.id}/approve`, { approved: true }, admin);
  let day = 0;
  // Dates cycle through the next 300 days: every call (503s included) moves on, and a long outage
  // must not walk the requests past the booking horizon (a 400 that has nothing to do with the fault).
  const dates = () => [1, 2].map(() => new Date(Date.now() + 86_400_000 * (2 + (day++ % 300))).toISOString().slice(0, 10));
  return {
    book: () =>
      s.call(
        'POST',
        '/api/tenant/bookings/bulk',
        { bookings: dates().map((bookingDate) => ({ displayId: display.id, adCreativeId: creative.id, bookingDate, hoursBooked: 1 })) },
        tenant,
      ),
  };
}

/** Bookings and reads from a few workers until stopped; every answer is kept. */
function load(s: ServerProcess, book: () => Promise<Omit<Call, 'at'>>) {
  const calls: Call[] = [];
  let running = true;
  const workers = Array.from({ length: 4 }, async (_, w) => {
    // oxlint-disable-next-line no-unmodified-loop-condition -- the test's main flow clears it while the workers run
    while (running) {
      const res = w % 2 ? await book() : await s.call('GET', '/api/public/displays');
      calls.push({ ...res, at: Date.now() });
      await new Promise((r) => setTimeout(r, 25));
    }
  });
  return {
    calls,
    /** Resolves once `n` calls matched (bookings acknowledged, by default), or fails the test after `ms`. */
    until: async (n: number, ms: number, match: (c: Call) => boolean = (c) => c.status === 201) => {
      const seen = await eventually(
        async () => calls.filter(match).length,
        (count) => count >= n,
        ms,
      );
      if (seen < n) throw new Error(`${seen} of ${n} such answers in ${ms} ms; the last: ${JSON.stringify(calls.slice(-3))}`);
    },
    stop: async () => {
      running = false;
      await Promise.all(workers);
    },
  };
}

async function groupsInDatabase(url: string, groupIds: string[]): Promise<Map<string, number>> {
  const db = new Client({ connectionString: url });
  await db.connect();
  try {
    const rows = (
      await db.query(`select group_id::text as g, count(*)::int as n from bookings where group_id = any($1::uuid[]) group by group_id`, [
        groupIds,
      ])
    ).rows;
    return new Map(rows.map((r) => [r.g, r.n]));
  } finally {
    await db.end();
  }
}

function expectOnlyCleanAnswers(calls: Call[]) {
  const statuses = new Set(calls.map((c) => c.status));
  expect([...statuses].filter((st) => ![200, 201, 503].includes(st))).toEqual([]);
  expect(Math.max(...calls.map((c) => c.ms))).toBeLessThan(6000); // no hang
  for (const c of calls.filter((x) => x.status === 503)) {
    expect(c.body).toEqual({ statusCode: 503, message: 'Service temporarily unavailable' });
    expect(c.headers.get('retry-after')).toBe('5');
  }
}

describe('database faults', () => {
  it('embedded: PostgreSQL killed under load → 503 within a second, restarted by the server, no acknowledged booking lost', async () => {
    const s = await ServerProcess.start(LOAD_ENV);
    try {
      const { book } = await marketplace(s);
      const traffic = load(s, book);
      await traffic.until(3, 30_000);
      const killedAt = Date.now();
      process.kill(s.postgresPid(), 'SIGKILL');
      let health = 0;
      while (health !== 503 && Date.now() - killedAt < 5000) health = (await s.call('GET', '/api/health')).status;
      expect(health).toBe(503);
      await s.waitHealthy(30_000);
      // Recovered: bookings acknowledged again, a second after the kill or later.
      await traffic.until(1, 30_000, (c) => c.status === 201 && c.at > killedAt + 1000);
      await traffic.stop();

      const first503 = traffic.calls.find((c) => c.status === 503 && c.at >= killedAt);
      expect(first503).toBeDefined();
      expect(first503!.at - killedAt).toBeLessThan(1500);
      expectOnlyCleanAnswers(traffic.calls);
      const acknowledged = traffic.calls.filter((c) => c.status === 201).map((c) => c.body.groupId as string);
      const stored = await groupsInDatabase(s.embeddedUrl, acknowledged);
      expect(acknowledged.filter((g) => stored.get(g) !== 2)).toEqual([]);
      expect(s.output).toMatch(/The embedded PostgreSQL stopped .*restarting it/);
      expect(s.output.match(/Database unavailable/g)?.length ?? 0).toBeLessThanOrEqual(1);
      expect(s.output).not.toMatch(/at .*\.[jt]s:\d+/); // no stack traces
    } finally {
      await s.remove();
    }
  });

  it('SIGTERM with the database hung ends the server within 5 s and frees its data folder', async () => {
    const s = await ServerProcess.start(LOAD_ENV);
    try {
      process.kill(s.postgresPid(), 'SIGSTOP');
      const started = Date.now();
      s.child.kill('SIGTERM');
      await s.exited();
      expect(Date.now() - started).toBeLessThan(5000);
      expect(fs.existsSync(path.join(s.dataDir, 'server.pid'))).toBe(false);
    } finally {
      await s.remove();
    }
  });

  it('SIGKILL of the server during bookings: on restart no partial group, every acknowledged group present', async () => {
    const s = await ServerProcess.start(LOAD_ENV);
    try {
      const { book } = await marketplace(s);
      const traffic = load(s, book);
      // Kill mid-traffic, not before it: on a busy machine the first bookings can take seconds.
      await traffic.until(3, 30_000);
      await new Promise((r) => setTimeout(r, 300));
      s.child.kill('SIGKILL');
      await s.exited();
      await traffic.stop();
      await s.restart();
      const acknowledged = traffic.calls.filter((c) => c.status === 201).map((c) => c.body.groupId as string);
      expect(acknowledged.length).toBeGreaterThan(0);
      const db = new Client({ connectionString: s.embeddedUrl });
      await db.connect();
      const partial = (await db.query(`select group_id from bookings group by group_id having count(*) <> 2`)).rows;
      await db.end();
      expect(partial).toEqual([]);
      const stored = await groupsInDatabase(s.embeddedUrl, acknowledged);
      expect(acknowledged.filter((g) => stored.get(g) !== 2)).toEqual([]);
    } finally {
      await s.remove();
    }
  });

  it('external PostgreSQL: 503 while it is down, reconnects by itself when it is back', async () => {
    const dir = fs.mkdtempSync(path.join(require('os').tmpdir(), 'screenspace-external-pg-'));
    const port = await freePort();
    const pg = await startEmbeddedPostgres(path.join(dir, 'pg'), port, 'external');
    const s = await ServerProcess.start({ ...LOAD_ENV, DATABASE_URL: pg.url });
    try {
      const { book } = await marketplace(s);
      await pg.stop();
      const down = await book();
      // Seen once in CI: "fetch failed" instead of the 503. Should it happen again, say what the server printed.
      if (down.status !== 503)
        throw new Error(`While PostgreSQL was down a booking got ${down.status} ${JSON.stringify(down.body)}. ${s.state()}`);
      expect([down.status, down.body]).toEqual([503, { statusCode: 503, message: 'Service temporarily unavailable' }]);
      expect(down.ms).toBeLessThan(1000);
      expect((await s.call('GET', '/api/health')).status).toBe(503);
      const again = await startEmbeddedPostgres(path.join(dir, 'pg'), port, 'external');
      try {
        await s.waitHealthy(15_000);
        expect((await book()).status).toBe(201);
      } finally {
        await s.remove();
        await again.stop();
      }
    } finally {
      await s.kill();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
