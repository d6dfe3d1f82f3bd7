import * as fs from 'fs';
import * as path from 'path';
import { createApp } from './app.factory';
import { loadConfig } from './config/config';
import { buildOpenApiDocument } from './http/swagger';

/** Writes openapi.json at the repository root, with no database. */
export async function writeOpenApiDocument(): Promise<void> {
  const config = loadConfig({ ...process.env, ADMIN_ACCESS_CODE: 'openapi-only', JWT_SECRET: 'x'.repeat(32), NODE_ENV: 'development' });
  const app = await createApp({
    config,
    databaseUrl: 'postgres://openapi@localhost/none',
    connect: false,
    serveStatic: false,
    logger: false,
  });
  const document = buildOpenApiDocument(app);
  await app.close();
  const target = path.resolve(__dirname, '..', '..', 'openapi.json');
  fs.writeFileSync(target, JSON.stringify(document, null, 2) + '\n');
  console.log(`wrote ${path.relative(process.cwd(), target)} (${Object.keys(document.paths).length} paths)`);
}
