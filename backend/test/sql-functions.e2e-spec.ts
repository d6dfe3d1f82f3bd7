import {
  BOOKING_DUE_SQL_FILE,
  BOOKING_SQL_FILES,
  bookingDueSqlFunctions,
  bookingSqlFunctions,
} from '../src/modules/bookings/sql/booking-sql';
import { DISPLAY_SQL_FILES, displaySqlFunctions } from '../src/modules/displays/sql/display-sql';
import { PLAY_SQL_FILE, playSqlFunctions } from '../src/modules/player/sql/play-sql';
import { ANALYTICS_TOTALS_SQL_FILE, analyticsTotalsSqlFunctions } from '../src/modules/analytics/sql/analytics-sql';
import { SLOT_SECONDS } from '../src/common/audience/slot';
import { hourOf, isOpenAtHour } from '../src/common/time/operating-hours';
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
    ...playSqlFunctions().map((fn) => ({ file: PLAY_SQL_FILE, ...fn })),
    ...analyticsTotalsSqlFunctions().map((fn) => ({ file: ANALYTICS_TOTALS_SQL_FILE, ...fn })),
  ];

  it('finds the functions in the files, each in one file only', () => {
    expect(functions.map((f) => f.name)).toEqual([
      'time_text_hour',
      'display_capacity_hours',
      'display_open_at',
      'play_slot_seconds',
      'play_slot',
      'display_today',
      'booking_holds_hours',
      'booking_is_late',
      'display_free_hours',
      'book_display_dates',
      'booking_due_refresh',
      'bookings_due_changed',
      'booking_due_refresh_recent',
      'ad_creatives_due_changed',
      'displays_due_changed',
      'plays_ensure_partitions',
      'plays_drop_expired_partition',
      'analytics_totals_rebuild',
      'bookings_totals_changed',
      'booking_totals_delta',
      'analytics_totals_add',
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

  // The TypeScript twins of the SQL rules (docs/architecture.md, "One home per rule").
  it('SLOT_SECONDS is play_slot_seconds(), and play_slot counts whole slots', async () => {
    const [row] = await query<{ seconds: number; slot: string }>(
      `select play_slot_seconds() as seconds, play_slot('1970-01-01T00:00:29Z')::text as slot`,
    );
    expect(row).toEqual({ seconds: SLOT_SECONDS, slot: String(Math.floor(29 / SLOT_SECONDS)) });
  });

  it('hourOf is time_text_hour and isOpenAtHour is display_open_at, hour by hour', async () => {
    const times = ['00:00', '06:00', '09:00', '17:00', '23:00'];
    const rows = await query<{ start: string; end: string; h: number; start_hour: number; open: boolean }>(
      `select s as start, e as end, h, time_text_hour(s) as start_hour,
              display_open_at(s, e, 'America/Phoenix', (date '2026-11-23' + make_interval(hours => h)) at time zone 'America/Phoenix') as open
         from unnest(?::text[]) as s, unnest(?::text[]) as e, generate_series(0, 23) as h where s < e`,
      [`{${times.join(',')}}`, `{${times.join(',')}}`],
    );
    expect(rows.length).toBeGreaterThan(200);
    for (const r of rows) {
      expect(hourOf(r.start)).toBe(r.start_hour);
      expect([r.start, r.end, r.h, isOpenAtHour(r.h, hourOf(r.start), hourOf(r.end))]).toEqual([r.start, r.end, r.h, r.open]);
    }
  });

  it('booking_is_late: the date has passed in the zone, or the hold is over', async () => {
    const [row] = await query<{ past: boolean; held: boolean; over: boolean }>(
      `select booking_is_late('2026-11-22', '2026-11-22T20:00:00Z', 'America/Phoenix', '2026-11-23T08:00:00Z', '2026-11-21T08:00:00Z') as past,
              booking_is_late('2026-11-25', '2026-11-22T20:00:00Z', 'America/Phoenix', '2026-11-23T08:00:00Z', '2026-11-21T08:00:00Z') as held,
              booking_is_late('2026-11-25', '2026-11-21T08:00:00Z', 'America/Phoenix', '2026-11-23T08:00:00Z', '2026-11-21T08:00:00Z') as over`,
    );
    // 08:00 UTC on Nov 23 is Nov 23, 01:00, in Phoenix: Nov 22 has passed.
    expect(row).toEqual({ past: true, held: false, over: true });
  });
});
