import * as fs from 'fs';
import * as path from 'path';

/**
 * docs/architecture.md, "Where SQL lives": every statement outside the migrations is in a
 * repository (`*.repository.ts`) or a SQL text a repository loads (`*.sql.ts`, `sql/*.sql`).
 * This test reads every other source file of the backend and fails on a call that runs SQL
 * (`.execute(`, `getConnection(`, `createQueryBuilder(`, `getKnex(`, `.raw(`) or a string that
 * starts like a statement, naming the file and line.
 */
const SRC = path.resolve(__dirname, '../src');

/** Files that may hold SQL, relative to src/. */
const HOLDS_SQL = [/\.repository\.ts$/, /\.sql\.ts$/, /^database\/migrations\//];

const RUNS_SQL = /\.execute\(|getConnection\(|createQueryBuilder\(|getKnex\(|\.raw\(/;
const STATEMENT =
  /[`'"]\s*(select\s[\s\S]*?\sfrom\s|insert\s+into\s|update\s+\w+\s+set\s|delete\s+from\s|with\s+\w+\s+as\s*\(|create\s+(table|index|function)\s)/i;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') ? [full] : [];
  });
}

/** `file:line text` for each line outside the SQL homes that runs or spells out SQL. */
export function sqlOutsideRepositories(): string[] {
  const found: string[] = [];
  for (const file of sourceFiles(SRC)) {
    const rel = path.relative(SRC, file).split(path.sep).join('/');
    if (HOLDS_SQL.some((re) => re.test(rel))) continue;
    fs.readFileSync(file, 'utf8')
      .split('\n')
      .forEach((line, i) => {
        if (RUNS_SQL.test(line) || STATEMENT.test(line)) found.push(`${rel}:${i + 1} ${line.trim()}`);
      });
  }
  return found;
}

describe('where SQL lives (docs/architecture.md)', () => {
  it('no statement outside repositories, SQL texts and migrations', () => {
    expect(sqlOutsideRepositories()).toEqual([]);
  });

  it('would catch a statement in a service', () => {
    expect(RUNS_SQL.test("await this.em.getConnection().execute('select 1')")).toBe(true);
    expect(STATEMENT.test('const q = `select id from displays where id = ?`;')).toBe(true);
    expect(STATEMENT.test("'delete from auth_attempts where key = ?'")).toBe(true);
    expect(STATEMENT.test("'Select the display you want'")).toBe(false);
  });
});
