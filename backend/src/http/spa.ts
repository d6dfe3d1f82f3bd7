import fastifyStatic from '@fastify/static';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import * as fs from 'fs';
import * as path from 'path';

/** The kiosk player's pages (its own small bundle, player.html): /player… and /display/…. */
export function isPlayerPath(pathname: string): boolean {
  return pathname.startsWith('/player') || pathname === '/display' || pathname.startsWith('/display/');
}

type Reply = { callNotFound(): void; header(k: string, v: string): unknown; sendFile(f: string): unknown };

/**
 * Serves the built frontend: hashed assets cached for a year, the HTML pages
 * never cached; player.html for the player's paths and index.html for every
 * other client-side route. /api paths and missing files fall through to the
 * JSON 404.
 */
export async function serveSpa(app: NestFastifyApplication, staticDir: string): Promise<boolean> {
  const indexFile = path.join(staticDir, 'index.html');
  if (!fs.existsSync(indexFile)) return false;
  // A build without the player page (older frontend) keeps serving the app everywhere.
  const playerPage = fs.existsSync(path.join(staticDir, 'player.html')) ? 'player.html' : 'index.html';
  await app.register(fastifyStatic, {
    root: staticDir,
    wildcard: false,
    index: false,
    setHeaders: (res, filePath) => {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const fastify = app.getHttpAdapter().getInstance();
  const sendPage = (url: string, reply: Reply) => {
    const pathname = url.split('?')[0];
    if (pathname === '/api' || pathname.startsWith('/api/') || path.extname(pathname) !== '') return reply.callNotFound();
    reply.header('Cache-Control', 'no-cache');
    return reply.sendFile(isPlayerPath(pathname) ? playerPage : 'index.html');
  };
  fastify.get('/', (req, reply) => sendPage(req.url, reply));
  fastify.get('/*', (req, reply) => sendPage(req.url, reply));
  return true;
}
