// Prerenders the visitor pages (docs/performance.md) into dist/pages/<name>.html
// ("/" is pages/index.html): the built index.html with the page's HTML inside
// #root, its critical CSS and its title. Runs after `vite build` and the SSR build
// of src/entry-server.tsx (dist-ssr/); the server sends these files for their
// routes to visitors, and the browser hydrates them.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

// Before the SSR bundle loads: it leaves node_modules outside, and MUI and emotion read NODE_ENV
// when they run. In development mode they add labels to class names, so the browser's production
// build would compute other names for the same styles and insert every style again while
// hydrating (docs/performance.md, "/advertise after hydration").
process.env.NODE_ENV = 'production';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist');
const { render, PRERENDERED_PATHS } = await import(pathToFileURL(path.join(root, 'dist-ssr', 'entry-server.js')).href);

const template = readFileSync(path.join(dist, 'index.html'), 'utf8');
if (!template.includes('<div id="root"></div>')) throw new Error('prerender: dist/index.html has no empty <div id="root">');

/** The file a route's page is written to (the server's rule in backend/src/http/spa.ts). */
export const pageFile = (route) => (route === '/' ? 'index.html' : `${route.slice(1)}.html`);

mkdirSync(path.join(dist, 'pages'), { recursive: true });
for (const route of PRERENDERED_PATHS) {
  const { html, styles, title } = await render(route);
  if (/<script\b/i.test(html)) throw new Error(`prerender: ${route} rendered an inline script (the CSP forbids them)`);
  // Production names are bare hashes; a label (`1a2b3c-MuiButton-root`) means development-mode styles.
  const labelled = [...styles.matchAll(/data-emotion="css ([^"]*)"/g)]
    .flatMap((m) => m[1].split(' '))
    .filter((name) => !/^[0-9a-z]+$/.test(name));
  if (labelled.length)
    throw new Error(
      `prerender: ${route} has development-mode style names (${labelled.slice(0, 3).join(', ')}): NODE_ENV must be production`,
    );
  const page = template
    .replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`)
    .replace('</head>', `${styles}</head>`)
    .replace('<div id="root"></div>', `<div id="root">${html}</div>`);
  writeFileSync(path.join(dist, 'pages', pageFile(route)), page);
  console.log(`prerendered ${route} → dist/pages/${pageFile(route)} (${(page.length / 1024).toFixed(1)} KiB)`);
}
rmSync(path.join(root, 'dist-ssr'), { recursive: true, force: true });
