import { BOOKING_SQL_FILES, bookingSqlFunctions } from '../src/modules/bookings/sql/booking-sql';
import type { TestApp } from './utils/test-app';
import { createTestApp } from './utils/test-app';

/**
 * The bookings domain's SQL functions live in .sql files that a migration installs
 * (docs/architecture.md, "SQL functions"). A change to a file without a new migration
 * leaves the database running the old text: this test fails then.
 */
const normalized = (sql: string) => sql.replace(/\s+/g, ' ').trim();

describe('booking SQL functions in the database match their .sql files', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const functions = BOOKING_SQL_FILES.flatMap((file) => bookingSqlFunctions(file).map((fn) => ({ file, ...fn })));

  it('finds the functions in the files', () => {
    expect(functions.map((f) => f.name)).toEqual([
      'display_today',
      'booking_holds_hours',
      'display_capacity_hours',
      'display_free_hours',
      'book_display_dates',
    ]);
  });

  it.each(functions.map((f) => [f.name, f.file, f.body] as const))('%s (%s) holds the file text', async (name, _file, body) => {
    const rows: { src: string }[] = await t.orm.em
      .fork()
      .getConnection()
      .execute(
        `select prosrc as src from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname = 'public' and proname = ?`,
        [name],
      );
    expect(rows).toHaveLength(1);
    expect(normalized(rows[0].src)).toBe(normalized(body));
  });
});
