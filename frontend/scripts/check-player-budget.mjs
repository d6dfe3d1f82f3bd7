// The kiosk player's JavaScript budget (issue 8): at most 60 KiB gzip on first
// load. Reads dist/player.html, follows every script and modulepreload it names
// and every static import of those chunks, gzips each file and adds them up.
// Runs after `vite build` (npm run build), so CI fails when the player grows.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_BYTES = 60 * 1024;
const dist = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');

const html = readFileSync(path.join(dist, 'player.html'), 'utf8');
const entries = [...html.matchAll(/<(?:script|link)\b[^>]*?(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]);
if (entries.length === 0) {
  console.error('check-player-budget: dist/player.html names no script; was the player page built?');
  process.exit(1);
}

// Static imports between chunks: `import"./a.js"`, `from"./b.js"` (dynamic import() is not first load).
const seen = new Set();
const queue = entries.map((url) => path.join(dist, url));
while (queue.length > 0) {
  const file = queue.pop();
  if (seen.has(file)) continue;
  seen.add(file);
  const code = readFileSync(file, 'utf8');
  for (const m of code.matchAll(/(?:\bfrom|\bimport)\s*["']([^"']+\.js)["']/g)) {
    queue.push(path.resolve(path.dirname(file), m[1]));
  }
}

let total = 0;
for (const file of [...seen].sort()) {
  const size = gzipSync(readFileSync(file), { level: 9 }).length;
  total += size;
  console.log(`  ${path.relative(dist, file)}  ${(size / 1024).toFixed(2)} KiB gzip`);
}
const verdict = total <= BUDGET_BYTES ? 'within' : 'OVER';
console.log(`Player JavaScript on first load: ${(total / 1024).toFixed(2)} KiB gzip (${verdict} the ${BUDGET_BYTES / 1024} KiB budget)`);
if (total > BUDGET_BYTES) process.exit(1);
