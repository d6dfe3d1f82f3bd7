#!/usr/bin/env node
// Rewrites citations of the product spec and decisions ("spec §2", "decisions §3, §5",
// 'spec §2 "Map"') into citations of docs/product-rules.md, which restates those rules in the
// project's own words with the numbering below. Re-runnable: text already migrated has nothing
// left to match. Usage: node scripts/docs-refs-migrate.mjs [--check]
// (--check lists what would change and exits 1 when anything would).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** product-spec.md section → docs/product-rules.md section. */
const SPEC = { 1: '1', 2: '12', 3: '13', 4: '14', 5: '15', 6: '9.5', 7: '16', 8: '17', 9: '18' };
/** decisions.md section → docs/product-rules.md section. */
const DECISIONS = { 1: '2', 2: '3', 3: '4', 4: '5', 5: '6', 6: '7', 7: '8', 8: '9', 9: '10', 10: '11' };
/** Sub-headings of the spec cited by name → the rule that holds them now. */
const NAMED = {
  'spec 2 Map': '12.9',
  'spec 2 Signed-in layout': '12.3',
  'spec 2 Review Displays': '12.6',
  'spec 3 Booking request item': '13.4',
  'spec 3 Upcoming booking item': '13.6',
  'spec 7 default read': '16.1',
};

const DIRS = ['backend/src', 'backend/test', 'backend/scripts', 'frontend/src', 'frontend/e2e', 'frontend/scripts', 'docs'];
const FILES = ['README.md', 'frontend/README.md', 'backend/README.md'];
const EXT = /\.(ts|tsx|js|mjs|cjs|md|css|html)$/;
const SKIP = new Set(['docs/product-rules.md', 'frontend/src/api/schema.d.ts']);

const SECTION = String.raw`§\s?\d+(?:\.\d+)?`;
const NAME = String.raw`"[^"\n]{1,40}"`;
const ITEM = String.raw`(?:${SECTION}(?:,?\s*${NAME})?|${NAME})`;
const CITATION = new RegExp(
  String.raw`\b((?:the\s+)?(?:[Pp]roduct[ -])?(?:[Ss]pec|[Dd]ecisions))(?:\s*\n\s*\*)?\s+(${SECTION}(?:,?\s*${NAME})?(?:\s*(?:,|/|and|–)\s*${ITEM})*)`,
  'g',
);

function convert(kind, list) {
  const table = kind === 'decisions' ? DECISIONS : SPEC;
  const out = [];
  let last = null;
  let range = false;
  for (const token of list.match(new RegExp(`${SECTION}|${NAME}|–`, 'g'))) {
    if (token === '–') {
      range = true;
      continue;
    }
    if (token.startsWith('"')) {
      const named = last && NAMED[`${kind} ${last} ${token.slice(1, -1)}`];
      if (named) out[out.length - 1] = `§${named}`;
      else out[out.length - 1] += ` ${token}`;
      continue;
    }
    const n = token.replace(/§\s?/, '');
    const [major, minor] = n.split('.');
    const mapped = table[major];
    if (!mapped) throw new Error(`no mapping for ${kind} §${n}`);
    last = major;
    const section = `§${mapped}${minor && !mapped.includes('.') ? `.${minor}` : ''}`;
    if (range) out[out.length - 1] += `–${section}`;
    else if (!out.includes(section)) out.push(section);
    range = false;
  }
  return out.join(', ');
}

/** Citations worded around the section number, rewritten whole. */
const WORDED = [
  ["The spec's failure texts of the analytics reads (§8).", 'The failure texts of the analytics reads (docs/product-rules.md §17).'],
  [
    'A failed analytics read, as the spec words it for each side (§8).',
    'A failed analytics read, worded for each side (docs/product-rules.md §17).',
  ],
  ['The spec\'s "default read" (§7):', 'The "default read" (docs/product-rules.md §16.1):'],
];

export function migrate(text) {
  for (const [from, to] of WORDED) text = text.split(from).join(to);
  return text.replace(CITATION, (whole, prefix, list) => {
    const kind = /decisions/i.test(prefix) ? 'decisions' : 'spec';
    const lead = /^the\s/i.test(prefix) ? 'the rules in ' : '';
    return `${lead}docs/product-rules.md ${convert(kind, list)}`;
  });
}

function* walk(dir) {
  if (!fs.existsSync(dir)) return;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (EXT.test(entry.name)) yield full;
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const check = process.argv.includes('--check');
  const files = [...DIRS.flatMap((d) => [...walk(path.join(root, d))]), ...FILES.map((f) => path.join(root, f)).filter(fs.existsSync)];
  let changed = 0;
  for (const file of files) {
    const rel = path.relative(root, file);
    if (SKIP.has(rel)) continue;
    const before = fs.readFileSync(file, 'utf8');
    const after = migrate(before);
    if (after === before) continue;
    changed++;
    if (check) console.log(rel);
    else fs.writeFileSync(file, after);
  }
  console.log(`${changed} file(s) ${check ? 'would change' : 'changed'}`);
  if (check && changed) process.exit(1);
}
