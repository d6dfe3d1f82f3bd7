import fastifyStatic from '@fastify/static';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyRequest } from 'fastify';
import * as fs from 'fs';
import * as path from 'path';
import { SESSION_HINT_COOKIE } from '../modules/auth/session-cookies';

/** The kiosk player's pages (its own small bundle, player.html): /player… and /display/…. */
export function isPlayerPath(pathname: string): boolean {
  return pathname.startsWith('/player') || pathname === '/display' || pathname.startsWith('/display/');
}

/** Where the frontend build writes the prerendered visitor pages: pages/index.html is "/", pages/login.html "/login". */
export const PRERENDERED_DIR = 'pages';

/** Route → prerendered file (relative to the static root), read once at start. */
export function prerenderedPages(staticDir: string): Map<string, string> {
  const dir = path.join(staticDir, PRERENDERED_DIR);
  const pages = new Map<string, string>();
  if (!fs.existsSync(dir)) return pages;
  for (const file of fs.readdirSync(dir)) {
    if (!file.endsWith('.html')) continue;
    const name = file.slice(0, -'.html'.length);
    pages.set(name === 'index' ? '/' : `/${name}`, `${PRERENDERED_DIR}/${file}`);
  }
  return pages;
}

type Reply = { callNotFound(): void; header(k: string, v: string): unknown; sendFile(f: string): unknown };

/**
 * Serves the built frontend (docs/performance.md): files precompressed at build
 * (brotli, gzip) chosen by Accept-Encoding; hashed assets cached for a year, the
 * HTML pages revalidated every time. A visitor's public pages get their
 * prerendered HTML; player.html answers the player's paths and index.html every
 * other client-side route (and the public ones when the session hint is set, as
 * the app will redirect). /api paths and missing files fall through to the JSON 404.
 */
export async function serveSpa(app: NestFastifyApplication, staticDir: string): Promise<boolean> {
  const indexFile = path.join(staticDir, 'index.html');
  if (!fs.existsSync(indexFile)) return false;
  // A build without the player page (older frontend) keeps serving the app everywhere.
  const playerPage = fs.existsSync(path.join(staticDir, 'player.html')) ? 'player.html' : 'index.html';
  const prerendered = prerenderedPages(staticDir);
  await app.register(fastifyStatic, {
    root: staticDir,
    wildcard: false,
    index: false,
    preCompressed: true,
    // The .br/.gz twins are picked by Accept-Encoding, not addressed themselves.
    globIgnore: ['**/*.br', '**/*.gz'],
    setHeaders: (res, filePath) => {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const fastify = app.getHttpAdapter().getInstance();
  const sendPage = (req: FastifyRequest, reply: Reply) => {
    const pathname = req.url.split('?')[0];
    if (pathname === '/api' || pathname.startsWith('/api/') || path.extname(pathname) !== '') return reply.callNotFound();
    reply.header('Cache-Control', 'no-cache');
    if (isPlayerPath(pathname)) return reply.sendFile(playerPage);
    const page = prerendered.get(pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname);
    if (!page) return reply.sendFile('index.html');
    reply.header('Vary', 'Cookie');
    return reply.sendFile(req.cookies?.[SESSION_HINT_COOKIE] ? 'index.html' : page);
  };
  fastify.get('/', (req, reply) => sendPage(req, reply));
  fastify.get('/*', (req, reply) => sendPage(req, reply));
  return true;
}
