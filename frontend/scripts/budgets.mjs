// First-load JavaScript of a built page (docs/performance.md): the scripts and
// modulepreloads its HTML names plus every chunk they import statically
// (a dynamic import() is not first load). Shared by check-budgets.mjs; pure
// apart from reading files, so it is unit-tested on a made-up dist.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** The /assets/… scripts an HTML page loads or modulepreloads. */
export function htmlScripts(html) {
  return [...html.matchAll(/<(?:script|link)\b[^>]*?(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]);
}

/** Chunks a chunk imports statically: `import"./a.js"`, `from"./b.js"`. */
export function staticImports(code) {
  return [...code.matchAll(/(?:\bfrom|\bimport)\s*["']([^"']+\.js)["']/g)].map((m) => m[1]);
}

/** Every file loaded on first load from these entry files (absolute paths), entries included. */
export function closure(entryFiles) {
  const seen = new Set();
  const queue = [...entryFiles];
  while (queue.length > 0) {
    const file = queue.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    for (const spec of staticImports(readFileSync(file, 'utf8'))) queue.push(path.resolve(path.dirname(file), spec));
  }
  return [...seen].sort();
}

/** Sum of the files' gzip sizes (level 9, as the build's .gz twins), in bytes. */
export function gzipBytes(files) {
  return files.reduce((sum, file) => sum + gzipSync(readFileSync(file), { level: 9 }).length, 0);
}
