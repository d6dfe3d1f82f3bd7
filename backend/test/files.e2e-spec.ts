import { createHash } from 'crypto';
import sharp from 'sharp';
import request from 'supertest';
import type { FileStorage } from '../src/modules/files/file-storage';
import { FILE_STORAGE } from '../src/modules/files/file-storage';
import { fetchFile } from './utils/creative-files';
import type { TestApp } from './utils/test-app';
import { createTestApp, signedInAs } from './utils/test-app';

const dataUrl = (bytes: Buffer, type: string) => `data:${type};base64,${bytes.toString('base64')}`;
/** A photo-like image (a gradient with noise), so that the thumbnail has real work to do. */
async function photo(width: number, height: number, format: 'png' | 'jpeg'): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x2="1" y2="1">
    <stop offset="0" stop-color="#ff6b35"/><stop offset="1" stop-color="#1a237e"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`;
  const image = sharp(Buffer.from(svg)).blur(0.5);
  return format === 'png' ? image.png().toBuffer() : image.jpeg({ quality: 90 }).toBuffer();
}

describe('stored files', () => {
  let t: TestApp;
  let original: Buffer;
  let creative: { fileUrl: string; thumbnailUrl: string; byteSize: number };
  beforeAll(async () => {
    t = await createTestApp();
    const { agent } = await signedInAs(t, 'tenant');
    original = await photo(1920, 1080, 'png');
    creative = (
      await agent
        .post('/api/tenant/ad-creatives')
        .send({ name: 'Served', fileUrl: dataUrl(original, 'image/png'), dimensions: '1920x1080' })
        .expect(201)
    ).body;
  });
  afterAll(() => t.close());

  it('serves the original to anyone, byte for byte, under its sha256, with immutable caching', async () => {
    const hash = createHash('sha256').update(original).digest('hex');
    expect(creative.fileUrl).toBe(`/api/files/${hash}.png`);
    const res = await fetchFile(t, creative.fileUrl).expect(200);
    expect(Buffer.compare(res.body as Buffer, original)).toBe(0);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-length']).toBe(String(original.length));
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['etag']).toBe(`"${hash}"`);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers HEAD with the headers only', async () => {
    const res = await request(t.app.getHttpServer()).head(creative.fileUrl).expect(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['etag']).toMatch(/^"[0-9a-f]{64}"$/);
    expect(res.headers['content-length']).toBe(String(creative.byteSize));
  });

  it('answers a conditional request with 304 and no body', async () => {
    const first = await fetchFile(t, creative.fileUrl).expect(200);
    const etag = first.headers['etag'];
    const again = await fetchFile(t, creative.fileUrl, { 'If-None-Match': etag }).expect(304);
    expect((again.body as Buffer).length).toBe(0);
    expect(again.headers['etag']).toBe(etag);
    expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    await fetchFile(t, creative.fileUrl, { 'If-None-Match': `"other", W/${etag}` }).expect(304);
    await fetchFile(t, creative.fileUrl, { 'If-None-Match': '"something-else"' }).expect(200);
  });

  it('makes a 320-px-wide WebP thumbnail, much smaller than the original, aspect kept', async () => {
    expect(creative.thumbnailUrl).toMatch(/^\/api\/files\/[0-9a-f]{64}\.webp$/);
    const res = await fetchFile(t, creative.thumbnailUrl).expect(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const thumb = res.body as Buffer;
    const meta = await sharp(thumb).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({ format: 'webp', width: 320, height: 180 });
    expect(thumb.length).toBeLessThan(creative.byteSize / 4);
  });

  it('never enlarges a small image for its thumbnail', async () => {
    const { agent } = await signedInAs(t, 'tenant');
    const small = await photo(200, 100, 'jpeg');
    const res = await agent
      .post('/api/tenant/ad-creatives')
      .send({ name: 'Small', fileUrl: dataUrl(small, 'image/jpeg'), dimensions: '200x100' })
      .expect(201);
    expect(res.body.fileUrl).toMatch(/\.jpg$/);
    const thumb = (await fetchFile(t, res.body.thumbnailUrl).expect(200)).body as Buffer;
    const meta = await sharp(thumb).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 200, 100]);
  });

  it.each([
    ['an unknown hash', `/api/files/${'a'.repeat(64)}.png`],
    ['the wrong extension', () => creative.fileUrl.replace(/\.png$/, '.jpg')],
    ['a malformed name', '/api/files/not-a-hash.png'],
    ['an upper-case hash', () => creative.fileUrl.toUpperCase().replace('/API/FILES/', '/api/files/')],
    ['no extension', () => creative.fileUrl.replace(/\.png$/, '')],
  ])('answers 404 for %s', async (_label, url) => {
    const res = await fetchFile(t, typeof url === 'function' ? url() : url).expect(404);
    expect(JSON.parse((res.body as Buffer).toString())).toEqual({ statusCode: 404, message: 'File not found' });
  });

  it('storage is content-addressed: put is idempotent, get and stat agree', async () => {
    const storage = t.app.get<FileStorage>(FILE_STORAGE);
    const bytes = Buffer.from('not even an image: storage does not care');
    const a = await storage.put(bytes, 'application/octet-stream');
    const b = await storage.put(bytes, 'application/octet-stream');
    expect(a).toEqual(b);
    expect(a).toEqual({
      hash: createHash('sha256').update(bytes).digest('hex'),
      contentType: 'application/octet-stream',
      byteSize: bytes.length,
    });
    expect(await storage.stat(a.hash)).not.toBeNull();
    expect(await storage.stat(a.hash)).toEqual(a);
    expect((await storage.get(a.hash))?.content.equals(bytes)).toBe(true);
    expect(await storage.get('0'.repeat(64))).toBeNull();
    expect(await storage.stat('../etc/passwd')).toBeNull();
  });
});
