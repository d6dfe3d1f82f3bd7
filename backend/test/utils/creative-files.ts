import request from 'supertest';
import type { TestApp } from './test-app';

export const dataUrl = (bytes: Buffer, type = 'image/png') => `data:${type};base64,${bytes.toString('base64')}`;

/** GET a binary file and keep the bytes. */
export function fetchFile(t: TestApp, url: string, headers: Record<string, string> = {}) {
  return request(t.app.getHttpServer())
    .get(url)
    .set(headers)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });
}

/** Rows of ad_creatives and stored_files: a refused or failed upload leaves both unchanged. */
export async function creativeRowCounts(t: TestApp): Promise<{ creatives: number; files: number }> {
  const [row] = await t.orm.em
    .fork()
    .getConnection()
    .execute(`select (select count(*) from ad_creatives)::int as creatives, (select count(*) from stored_files)::int as files`);
  return row as { creatives: number; files: number };
}
