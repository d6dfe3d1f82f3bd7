import * as fs from 'fs';
import * as path from 'path';

/**
 * The bookings domain's SQL functions, kept as .sql files beside this one (copied into
 * dist by scripts/build.js). A migration installs them from these files; a test checks
 * that the database holds their current text (docs/architecture.md, "SQL functions").
 */
export const BOOKING_SQL_FILES = ['booking_rules.sql', 'book_display_dates.sql'] as const;

export interface SqlFunction {
  name: string;
  /** The whole `create or replace function …;` statement. */
  statement: string;
  /** The text between the `$fn$` quotes, as PostgreSQL keeps it in pg_proc.prosrc. */
  body: string;
}

const FUNCTION = /create or replace function (\w+)\([\s\S]*?\$fn\$([\s\S]*?)\$fn\$;/g;

/** Every function defined in one of the files above, in file order. */
export function bookingSqlFunctions(file: (typeof BOOKING_SQL_FILES)[number]): SqlFunction[] {
  const text = fs.readFileSync(path.join(__dirname, file), 'utf8');
  return [...text.matchAll(FUNCTION)].map((m) => ({ name: m[1], statement: m[0], body: m[2] }));
}
