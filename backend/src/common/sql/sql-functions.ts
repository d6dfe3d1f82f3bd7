import * as fs from 'fs';
import * as path from 'path';

/**
 * A domain's SQL functions are kept as .sql files in its `sql/` folder (copied into dist by
 * scripts/build.js). A migration installs them by reading the files, and
 * test/sql-functions.e2e-spec.ts checks that the database holds their current text
 * (docs/architecture.md, "SQL functions").
 */
export interface SqlFunction {
  name: string;
  /** The whole `create or replace function …;` statement. */
  statement: string;
  /** The text between the `$fn$` quotes, as PostgreSQL keeps it in pg_proc.prosrc. */
  body: string;
}

const FUNCTION = /create or replace function (\w+)\([\s\S]*?\$fn\$([\s\S]*?)\$fn\$;/g;

/** Every function defined in the .sql file `file` of the folder `dir`, in file order. */
export function sqlFunctionsIn(dir: string, file: string): SqlFunction[] {
  const text = fs.readFileSync(path.join(dir, file), 'utf8');
  return [...text.matchAll(FUNCTION)].map((m) => ({ name: m[1], statement: m[0], body: m[2] }));
}
