// First-load JavaScript budgets, gzip (issue 11, docs/performance.md). Runs after
// the build; prints every figure and exits 1 when a page kind is over budget:
// - public pages (/, /partner, /advertise prerendered; the entry of index.html): 150 KiB
// - the kiosk player (player.html): 60 KiB
// - the signed-in tenant/host app (the entry + the lazily loaded app, its router and
//   data layer, and the signed-in layout): 250 KiB
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { closure, gzipBytes, htmlScripts } from './budgets.mjs';

const KiB = 1024;
const dist = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const assets = path.join(dist, 'assets');

const pageEntries = (html) => {
  const file = path.join(dist, html);
  if (!existsSync(file)) throw new Error(`check-budgets: dist/${html} is missing; run the build first`);
  const scripts = htmlScripts(readFileSync(file, 'utf8'));
  if (scripts.length === 0) throw new Error(`check-budgets: dist/${html} names no script`);
  return scripts.map((url) => path.join(dist, url));
};
/** The chunk of a lazily loaded module, by its name (Vite names chunks after their module). */
const chunk = (name) => {
  const found = readdirSync(assets).filter((f) => f.startsWith(`${name}-`) && f.endsWith('.js'));
  if (found.length !== 1) throw new Error(`check-budgets: expected one ${name}-*.js chunk, found ${found.length}`);
  return path.join(assets, found[0]);
};

const publicEntry = pageEntries('pages/index.html');
const kinds = [
  { name: 'public pages (/, /partner, /advertise)', budget: 150 * KiB, files: closure(publicEntry) },
  { name: 'kiosk player (/player)', budget: 60 * KiB, files: closure(pageEntries('player.html')) },
  {
    name: 'signed-in tenant/host app (/dashboard)',
    budget: 250 * KiB,
    files: closure([...publicEntry, chunk('SessionApp'), chunk('SignedInArea')]),
  },
];

let over = false;
for (const kind of kinds) {
  const bytes = gzipBytes(kind.files);
  const ok = bytes <= kind.budget;
  over ||= !ok;
  console.log(
    `${ok ? 'ok  ' : 'OVER'} ${kind.name}: ${(bytes / KiB).toFixed(1)} KiB gzip of ${kind.budget / KiB} KiB, ${kind.files.length} files`,
  );
  if (!ok || process.env.BUDGET_VERBOSE) {
    for (const file of kind.files) console.log(`       ${path.relative(dist, file)} ${(gzipBytes([file]) / KiB).toFixed(1)} KiB`);
  }
}
if (over) process.exit(1);
