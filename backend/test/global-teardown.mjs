import fs from 'fs';

export default async function globalTeardown() {
  const embedded = globalThis.__EMBEDDED_PG__;
  if (!embedded) return;
  await embedded.pg.stop();
  fs.rmSync(embedded.dir, { recursive: true, force: true });
}
