import fastifyStatic from '@fastify/static';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import * as fs from 'fs';
import * as path from 'path';

/**
 * Serves the built frontend: hashed assets cached for a year, index.html never
 * cached, and index.html for every client-side route. /api paths and missing
 * files fall through to the JSON 404.
 */
export async function serveSpa(app: NestFastifyApplication, staticDir: string): Promise<boolean> {
  const indexFile = path.join(staticDir, 'index.html');
  if (!fs.existsSync(indexFile)) return false;
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
  const sendIndex = (url: string, reply: { callNotFound(): void; header(k: string, v: string): unknown; sendFile(f: string): unknown }) => {
    const pathname = url.split('?')[0];
    if (pathname === '/api' || pathname.startsWith('/api/') || path.extname(pathname) !== '') return reply.callNotFound();
    reply.header('Cache-Control', 'no-cache');
    return reply.sendFile('index.html');
  };
  fastify.get('/', (req, reply) => sendIndex(req.url, reply));
  fastify.get('/*', (req, reply) => sendIndex(req.url, reply));
  return true;
}
