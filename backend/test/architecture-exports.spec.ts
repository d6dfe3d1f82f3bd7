import * as fs from 'fs';
import * as path from 'path';

/**
 * docs/architecture.md's module table says what each module exports to the others (the only way
 * a domain reaches another). This test holds the table's "Exports" column to the `exports` array
 * of every `*.module.ts`, so the table cannot drift from the code.
 */
const ROOT = path.resolve(__dirname, '../..');
const MODULES = path.join(ROOT, 'backend/src/modules');

function exportsInCode(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const dir of fs.readdirSync(MODULES)) {
    const file = fs.readdirSync(path.join(MODULES, dir)).find((f) => f.endsWith('.module.ts'));
    if (!file) continue;
    const text = fs.readFileSync(path.join(MODULES, dir, file), 'utf8');
    const list = /exports:\s*\[([^\]]*)\]/.exec(text)?.[1] ?? '';
    found.set(dir, [...list.matchAll(/[A-Za-z_][\w]*/g)].map((m) => m[0]).toSorted());
  }
  return found;
}

function exportsInDocs(): Map<string, string[]> {
  const text = fs.readFileSync(path.join(ROOT, 'docs/architecture.md'), 'utf8');
  const table = text.slice(text.indexOf('| Module |'));
  const found = new Map<string, string[]>();
  for (const line of table.split('\n')) {
    if (!line.startsWith('|')) break;
    const cells = line.split('|').map((c) => c.trim());
    const names = cells[1].split(',').map((n) => n.trim());
    if (!/^[a-z]/.test(names[0])) continue;
    const listed = [...cells[cells.length - 2].matchAll(/`([A-Za-z_]\w*)`/g)].map((m) => m[1]).toSorted();
    for (const name of names) found.set(name, listed);
  }
  return found;
}

describe('docs/architecture.md module table', () => {
  it('lists every module with exactly what its @Module exports', () => {
    expect(Object.fromEntries(exportsInDocs())).toEqual(Object.fromEntries(exportsInCode()));
  });
});
