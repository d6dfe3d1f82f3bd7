import {
  BOOKING_DUE_SQL_FILE,
  BOOKING_SQL_FILES,
  bookingDueSqlFunctions,
  bookingSqlFunctions,
} from '../src/modules/bookings/sql/booking-sql';
import { DISPLAY_SQL_FILES, displaySqlFunctions } from '../src/modules/displays/sql/display-sql';
import type { TestApp } from './utils/test-app';
import { createTestApp } from './utils/test-app';

/**
 * The domains' SQL functions live in .sql files that migrations install
 * (docs/architecture.md, "SQL functions"). A change to a file without a new migration
 * leaves the database running the old text: this test fails then.
 */
const normalized = (sql: string) => sql.replace(/\s+/g, ' ').trim();

describe('SQL functions in the database match their .sql files', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const query = <T>(sql: string, params: unknown[] = []): Promise<T[]> => t.orm.em.fork().getConnection().execute(sql, params);

  const functions = [
    ...DISPLAY_SQL_FILES.flatMap((file) => displaySqlFunctions(file).map((fn) => ({ file, ...fn }))),
    ...BOOKING_SQL_FILES.flatMap((file) => bookingSqlFunctions(file).map((fn) => ({ file, ...fn }))),
    ...bookingDueSqlFunctions().map((fn) => ({ file: BOOKING_DUE_SQL_FILE, ...fn })),
  ];

  it('finds the functions in the files, each in one file only', () => {
    expect(functions.map((f) => f.name)).toEqual([
      'display_capacity_hours',
      'display_open_at',
      'display_today',
      'booking_holds_hours',
      'display_free_hours',
      'book_display_dates',
      'booking_due_refresh',
      'bookings_due_changed',
      'ad_creatives_due_changed',
      'displays_due_changed',
    ]);
  });

  it.each(functions.map((f) => [f.name, f.file, f.body] as const))('%s (%s) holds the file text', async (name, _file, body) => {
    const rows = await query<{ src: string }>(
      `select prosrc as src from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname = 'public' and proname = ?`,
      [name],
    );
    expect(rows).toHaveLength(1);
    expect(normalized(rows[0].src)).toBe(normalized(body));
  });

  it("display_today is the date in the zone at the clock's now (docs/product-rules.md §2.2)", async () => {
    // 06:30 UTC on Nov 23 is still Nov 22, 23:30, in Phoenix.
    const [row] = await query<{ phoenix: string; utc: string }>(
      `select display_today('America/Phoenix', ?::timestamptz)::text as phoenix, display_today('UTC', ?::timestamptz)::text as utc`,
      ['2026-11-23T06:30:00Z', '2026-11-23T06:30:00Z'],
    );
    expect(row).toEqual({ phoenix: '2026-11-22', utc: '2026-11-23' });
  });

  it('display_capacity_hours is end − start in whole hours (docs/product-rules.md §3.2)', async () => {
    const [row] = await query<{ day: number; all: number }>(
      `select display_capacity_hours('09:00', '17:00') as day, display_capacity_hours('00:00', '23:00') as all`,
    );
    expect(row).toEqual({ day: 8, all: 23 });
  });
});
