import sharp from 'sharp';
import request from 'supertest';
import { crc32 } from 'zlib';
import type { TestApp } from './test-app';

export const dataUrl = (bytes: Buffer, type = 'image/png') => `data:${type};base64,${bytes.toString('base64')}`;

/** An image of one colour, to encode as PNG, JPEG, …; `png` is its PNG bytes. */
export const solid = (width: number, height: number, background = '#3366cc') =>
  sharp({ create: { width, height, channels: 3, background } });
export const png = (width: number, height: number) => solid(width, height).png().toBuffer();

/** A valid 1x1 PNG whose header claims `width` × `height` pixels (a decompression bomb's header). */
export async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const b = Buffer.from(await png(1, 1));
  b.writeUInt32BE(width, 16);
  b.writeUInt32BE(height, 20);
  b.writeUInt32BE(crc32(b.subarray(12, 29)), 29);
  return b;
}

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
