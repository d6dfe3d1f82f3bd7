import { Logger } from '@nestjs/common';
import * as http from 'http';
import type { AddressInfo } from 'net';
import { ExportRepository } from '../src/modules/analytics/export.repository';
import type { AnalyticsWorld } from './utils/analytics-fixtures';
import { analyticsWorld, standardPlays } from './utils/analytics-fixtures';

const lines = (text: string) => text.split('\r\n').filter((l) => l !== '');

describe('analytics CSV exports', () => {
  let w: AnalyticsWorld;
  beforeAll(async () => {
    w = await analyticsWorld();
    await standardPlays(w);
  });
  afterAll(() => w.t.close());

  it('GET /api/tenant/proof-of-play.csv: one row per play, local time of the display zone, in the order shown', async () => {
    const res = await w.ana.agent.get('/api/tenant/proof-of-play.csv').query({ from: '2026-03-08', to: '2026-03-10' }).expect(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="proof-of-play-2026-03-08-to-2026-03-10.csv"');
    const rows = lines(res.text);
    expect(rows[0]).toBe(
      'played_at_local,time_zone,played_at_utc,display_id,display,address,ad_creative_id,ad_creative,booking_id,booking_group_id,booking_date,verified',
    );
    const c = await w.booking('c-span', '2026-03-08');
    const a = await w.booking('a-paid', '2026-03-10');
    // 15:00 UTC is 09:00 in Denver after the DST change (UTC−6) and 08:00 before it.
    expect(rows[1]).toBe(
      `2026-03-08 09:00:00,America/Denver,2026-03-08T15:00:00Z,${w.displays.c.id},C Denver,"100 Parkway Ave, Window Rock, AZ 86515",` +
        `${w.ana.creative.id},ana-ads ad,${c},${w.groups['c-span']},2026-03-08,no`,
    );
    expect(rows[3]).toMatch(
      new RegExp(`^2026-03-10 10:00:00,America/Phoenix,2026-03-10T17:00:00Z,${w.displays.a.id},A Phoenix 12.25,.*,${a},`),
    );
    expect(rows).toHaveLength(1 + 2 + 5 + 7); // C on Mar 8, A and X on Mar 10
    expect(rows.slice(1).map((r) => r.slice(0, 19))).toEqual(
      rows
        .slice(1)
        .map((r) => r.slice(0, 19))
        .toSorted(),
    ); // oxlint-disable-line unicorn/no-array-sort
  });

  it('streams large exports in batches and counts exactly the plays stored', async () => {
    await w.play('c-span', '2026-02-20', '2026-02-20T15:00:00Z', 4500, 'many');
    const res = await w.ana.agent.get('/api/tenant/proof-of-play.csv').query({ from: '2026-02-20', to: '2026-02-20' }).expect(200);
    const [{ n }] = await w.t.orm.em
      .fork()
      .getConnection()
      .execute(
        `select count(*)::int as n from plays p join bookings b on b.id = p.booking_id where b.tenant_id = ? and b.booking_date = '2026-02-20'`,
        [w.ana.user.id],
      );
    expect(n).toBe(4500); // 4 + 4500 new, less the 4 whose 10-second slots were taken
    expect(lines(res.text)).toHaveLength(1 + n);
  });

  it("another tenant's plays are never in the export; the default range is the 30 dates ending today", async () => {
    const res = await w.ben.agent.get('/api/tenant/proof-of-play.csv').expect(200);
    expect(lines(res.text)).toHaveLength(1);
    expect(res.headers['content-disposition']).toBe('attachment; filename="proof-of-play-2026-02-19-to-2026-03-20.csv"');
    expect(
      (await w.ben.agent.get('/api/tenant/proof-of-play.csv').query({ from: '2026-03-10', to: '2026-03-01' }).expect(400)).body,
    ).toEqual({
      statusCode: 400,
      message: 'from must be on or before to',
    });
  });

  it('GET /api/host/statements/{YYYY-MM}.csv: each confirmed, paid booking of the month with its price snapshot, then the total', async () => {
    const res = await w.host.get('/api/host/statements/2026-03.csv').expect(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="statement-2026-03.csv"');
    const rows = lines(res.text);
    expect(rows[0]).toBe(
      'booking_date,booking_id,booking_group_id,display_id,display,tenant,ad_creative,hours_booked,price_per_hour,total_price,paid_at',
    );
    const cells = rows.slice(1, -1).map((r) => r.split(','));
    expect(cells.map((c) => [c[0], c[4], c[5], c[7], c[8], c[9]])).toEqual([
      ['2026-03-01', 'E Deleted', 'ana-ads', '1', '10.00', '10.00'],
      ['2026-03-08', 'C Denver', 'ana-ads', '2', '20.00', '40.00'],
      ['2026-03-10', 'A Phoenix 12.25', 'ana-ads', '3', '12.25', '36.75'],
      ['2026-03-11', 'B Phoenix dime', 'ana-ads', '4', '0.10', '0.40'],
      ['2026-03-12', 'B Phoenix dime', 'ben-ads', '3', '0.10', '0.30'],
      ['2026-03-21', 'C Denver', 'ana-ads', '2', '20.00', '40.00'],
      ['2026-03-22', 'C Denver', 'ana-ads', '2', '20.00', '40.00'],
    ]);
    expect(cells[2]).toEqual([
      '2026-03-10',
      String(await w.booking('a-paid', '2026-03-10')),
      w.groups['a-paid'],
      String(w.displays.a.id),
      'A Phoenix 12.25',
      'ana-ads',
      'ana-ads ad',
      '3',
      '12.25',
      '36.75',
      '2026-02-01T19:00:00Z',
    ]);
    expect(rows.at(-1)).toBe('Total,,,,,,,,,167.45,');
    expect(lines((await w.host.get('/api/host/statements/2026-02.csv').expect(200)).text).at(-1)).toBe('Total,,,,,,,,,60.00,');
    expect(lines((await w.host.get('/api/host/statements/2026-04.csv').expect(200)).text)).toHaveLength(2);
    const other = lines((await w.otherHost.get('/api/host/statements/2026-03.csv').expect(200)).text);
    expect(other.slice(1)).toEqual([
      expect.stringMatching(/^2026-03-10,.*,X Other host,ana-ads,.*,4,50.00,200.00,/),
      'Total,,,,,,,,,200.00,',
    ]);
  });

  it.each(['2026-13', '2026-3', 'march'])('refuses the month %s with 400', async (month) => {
    expect((await w.host.get(`/api/host/statements/${month}.csv`).expect(400)).body).toEqual({
      statusCode: 400,
      message: 'The month must be written YYYY-MM, e.g. 2026-11',
    });
  });
});

describe('analytics CSV exports that fail', () => {
  let w: AnalyticsWorld;
  let logged: jest.SpyInstance;
  beforeAll(async () => {
    w = await analyticsWorld();
    await standardPlays(w);
  });
  beforeEach(() => {
    logged = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());
  afterAll(() => w.t.close());

  /** Reads a download to its end or its abort: an aborted transfer must not look complete. */
  function download(path: string, cookie: string): Promise<{ status: number; text: string; complete: boolean }> {
    const server = w.t.app.getHttpServer();
    return new Promise((resolve, reject) => {
      const ready = server.listening ? Promise.resolve() : new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
      void ready.then(() => {
        const { port } = server.address() as AddressInfo;
        const req = http.get({ host: '127.0.0.1', port, path, headers: { cookie } }, (res) => {
          let text = '';
          res.on('data', (c) => (text += c));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text, complete: true }));
          res.on('aborted', () => resolve({ status: res.statusCode ?? 0, text, complete: false }));
          res.on('error', () => resolve({ status: res.statusCode ?? 0, text, complete: false }));
        });
        req.on('error', reject);
      });
    });
  }
  const cookieOf = async (username: string) => {
    const res = await w.t.agent().post('/api/login').send({ username, password: 'password-123' }).expect(200);
    return ([] as string[])
      .concat(res.headers['set-cookie'] ?? [])
      .map((c) => c.split(';')[0])
      .join('; ');
  };

  it.each(['0000-01', '0000-12'])('refuses the month %s with 400 before any byte', async (month) => {
    expect((await w.host.get(`/api/host/statements/${month}.csv`).expect(400)).body).toEqual({
      statusCode: 400,
      message: 'The month must be written YYYY-MM, e.g. 2026-11',
    });
  });

  it('refuses a year-0000 range of proof of play with 400 before any byte', async () => {
    const res = await w.ana.agent.get('/api/tenant/proof-of-play.csv').query({ from: '0000-01-01', to: '0000-01-02' }).expect(400);
    expect(res.body).toEqual({ statusCode: 400, message: 'from must be a date written YYYY-MM-DD' });
  });

  it('a statement whose total fails is cut off and logged, never ends with a total', async () => {
    jest.spyOn(w.t.app.get(ExportRepository), 'statementTotal').mockRejectedValue(new Error('total failed'));
    const res = await download('/api/host/statements/2026-03.csv', await cookieOf('hana-host'));
    expect(res.status).toBe(200);
    expect(res.complete).toBe(false);
    expect(res.text).toMatch(/^booking_date,/);
    expect(res.text).not.toContain('Total');
    expect(logged).toHaveBeenCalledWith(expect.stringMatching(/statement-2026-03\.csv failed after its first byte.*total failed/s));
  });

  it('a proof of play whose rows fail midway is cut off and logged', async () => {
    async function* failing() {
      yield [] as never[];
      throw new Error('cursor lost');
    }
    jest.spyOn(w.t.app.get(ExportRepository), 'proofOfPlay').mockReturnValue(failing());
    const res = await download('/api/tenant/proof-of-play.csv?from=2026-03-08&to=2026-03-10', await cookieOf('ana-ads'));
    expect(res.complete).toBe(false);
    expect(logged).toHaveBeenCalledWith(expect.stringMatching(/proof-of-play-2026-03-08-to-2026-03-10\.csv failed.*cursor lost/s));
  });
});
