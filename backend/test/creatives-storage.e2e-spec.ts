import { createHash } from 'crypto';
import sharp from 'sharp';
import { crc32 } from 'zlib';
import { creativeRowCounts as rowCounts, dataUrl, fetchFile, solid } from './utils/creative-files';
import type { TestApp } from './utils/test-app';
import { createTestApp, signedInAs } from './utils/test-app';

const SCRIPT = Buffer.from('<html><script>alert(document.cookie)</script></html>');

/** A PNG chunk with its length and CRC. */
function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])));
  return Buffer.concat([head, data, crc]);
}

/** A PNG with a tEXt chunk after IHDR. */
async function pngWithText(text: string): Promise<Buffer> {
  const png = await solid(64, 36).png().toBuffer();
  const ihdrEnd = 8 + 25;
  return Buffer.concat([png.subarray(0, ihdrEnd), pngChunk('tEXt', Buffer.from(`Comment\0${text}`, 'latin1')), png.subarray(ihdrEnd)]);
}

/** A 3-frame animated GIF (30x20, 100/200/300 ms) with a comment extension before the frames. */
async function animatedGifWithComment(comment: string): Promise<Buffer> {
  const frames = await Promise.all(['#ff0000', '#00ff00', '#0000ff'].map((c) => solid(30, 20, c).raw().toBuffer()));
  const gif = await sharp(Buffer.concat(frames), { raw: { width: 30, height: 60, channels: 3, pageHeight: 20 } })
    .gif({ delay: [100, 200, 300], loop: 0 })
    .toBuffer();
  const headerEnd = 13 + (gif[10] & 0x80 ? 3 * 2 ** ((gif[10] & 7) + 1) : 0);
  const text = Buffer.from(comment, 'latin1');
  return Buffer.concat([
    gif.subarray(0, headerEnd),
    Buffer.from([0x21, 0xfe, text.length]),
    text,
    Buffer.from([0]),
    gif.subarray(headerEnd),
  ]);
}

describe('creative files: what is stored', () => {
  let t: TestApp;
  let tenant: Awaited<ReturnType<typeof signedInAs>>;
  beforeAll(async () => {
    t = await createTestApp();
    tenant = await signedInAs(t, 'tenant');
  });
  afterAll(() => t.close());

  /** Uploads, then fetches the stored file and checks it is exactly what the creative describes. */
  async function uploadAndFetch(bytes: Buffer, type: string, dimensions: string) {
    const res = await tenant.agent
      .post('/api/tenant/ad-creatives')
      .send({ name: 'Cleaned', fileUrl: dataUrl(bytes, type), dimensions })
      .expect(201);
    const served = (await fetchFile(t, res.body.fileUrl).expect(200)).body as Buffer;
    const hash = createHash('sha256').update(served).digest('hex');
    expect(res.body.fileUrl).toMatch(new RegExp(`/${hash}\\.`));
    expect(res.body.byteSize).toBe(served.length);
    expect(served.includes('<script')).toBe(false);
    expect(served.includes('alert(')).toBe(false);
    return { creative: res.body, served, meta: await sharp(served, { animated: true }).metadata() };
  }

  it('stores a PNG without appended HTML or text chunks, pixels unchanged', async () => {
    const upload = Buffer.concat([await pngWithText('Made by someone, call 555-0100'), SCRIPT]);
    const { served, meta } = await uploadAndFetch(upload, 'image/png', '64x36');
    expect(served.includes('555-0100')).toBe(false);
    expect(meta).toMatchObject({ format: 'png', width: 64, height: 36 });
    expect(await sharp(served).raw().toBuffer()).toEqual(await solid(64, 36).raw().toBuffer());
  });

  it('stores a JPEG turned by EXIF re-encoded upright, without EXIF or appended script, and says so', async () => {
    const photo = await solid(100, 50)
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({ IFD0: { Copyright: 'Secret Studio' } })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const { creative, served, meta } = await uploadAndFetch(Buffer.concat([photo, SCRIPT]), 'image/jpeg', '50x100');
    expect(creative.fileCleaning).toBe('re-encoded');
    expect(meta).toMatchObject({ format: 'jpeg', width: 50, height: 100 });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(served.includes('Secret Studio')).toBe(false);
  });

  it('stores an upright JPEG without its EXIF, comment or appended data, not re-encoded: every pixel as sent', async () => {
    const photo = await solid(120, 80, '#c0392b')
      .composite([{ input: await solid(40, 40, '#2c3e50').png().toBuffer(), left: 10, top: 20 }])
      .jpeg({ quality: 70 })
      .withExif({ IFD0: { Copyright: 'Secret Studio', Artist: 'Someone' } })
      .toBuffer();
    // A COM segment right after SOI, and a script after the end of the image.
    const comment = Buffer.from('tracking id 12345', 'latin1');
    const com = Buffer.concat([Buffer.from([0xff, 0xfe, 0, comment.length + 2]), comment]);
    const upload = Buffer.concat([photo.subarray(0, 2), com, photo.subarray(2), SCRIPT]);
    const { creative, served, meta } = await uploadAndFetch(upload, 'image/jpeg', '120x80');
    expect(creative.fileCleaning).toBe('metadata-removed');
    expect(meta).toMatchObject({ format: 'jpeg', width: 120, height: 80 });
    expect(meta.exif).toBeUndefined();
    expect(served.includes('Secret Studio')).toBe(false);
    expect(served.includes('tracking id')).toBe(false);
    // Lossless: the compressed picture is the very same, so it decodes to the very same pixels.
    expect(await sharp(served).raw().toBuffer()).toEqual(await sharp(photo).raw().toBuffer());
    expect(served.length).toBeLessThan(photo.length);
  });

  it('stores a clean JPEG byte for byte as sent', async () => {
    const photo = await solid(64, 48).jpeg().toBuffer();
    const { creative, served } = await uploadAndFetch(photo, 'image/jpeg', '64x48');
    expect(creative.fileCleaning).toBe('unchanged');
    expect(served).toEqual(photo);
  });

  it('keeps a GIF animation (frames, timing, loop) and drops comments and appended data', async () => {
    const upload = Buffer.concat([await animatedGifWithComment('tracking id 12345'), SCRIPT]);
    const { served, meta } = await uploadAndFetch(upload, 'image/gif', '30x20');
    expect(served.includes('tracking id')).toBe(false);
    expect(meta).toMatchObject({ format: 'gif', width: 30, pageHeight: 20, pages: 3, delay: [100, 200, 300], loop: 0 });
  });

  it('stores a WebP without its EXIF and XMP chunks or appended data', async () => {
    const webp = await solid(40, 30)
      .webp()
      .withExif({ IFD0: { Artist: 'Secret Artist' } })
      .withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/">Secret XMP</x:xmpmeta>')
      .toBuffer();
    expect((await sharp(webp).metadata()).exif).toBeDefined();
    const { served, meta } = await uploadAndFetch(Buffer.concat([webp, SCRIPT]), 'image/webp', '40x30');
    expect(meta).toMatchObject({ format: 'webp', width: 40, height: 30 });
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(served.includes('Secret')).toBe(false);
  });

  it('refuses a GIF whose blocks are broken, storing nothing', async () => {
    const gif = await solid(30, 20).gif().toBuffer();
    const broken = Buffer.concat([gif.subarray(0, gif.length - 1), Buffer.from([0x99, 1, 2, 3])]);
    const before = await rowCounts(t);
    const res = await tenant.agent
      .post('/api/tenant/ad-creatives')
      .send({ name: 'Broken', fileUrl: dataUrl(broken, 'image/gif'), dimensions: '30x20' })
      .expect(400);
    expect(res.body).toEqual({ statusCode: 400, message: 'The image could not be read; the file may be damaged' });
    expect(await rowCounts(t)).toEqual(before);
  });

  describe('an upload that fails after its files were written', () => {
    const FAILING_NAME = 'Fails in the database';
    beforeAll(async () => {
      // A real database failure on the creative's insert, after the files' inserts: the error
      // PostgreSQL sends when it is shut down under a running statement (answered 503).
      const conn = t.orm.em.fork().getConnection();
      await conn.execute(`create function test_fail_creative() returns trigger language plpgsql as $$
        begin raise exception 'terminating connection (test)' using errcode = '57P01'; end $$`);
      await conn.execute(`create trigger test_fail_creative before insert on ad_creatives
        for each row when (new.name = '${FAILING_NAME}') execute function test_fail_creative()`);
    });

    it('stores neither the files nor the creative', async () => {
      const fresh = await solid(77, 33, '#abcdef').png().toBuffer();
      const before = await rowCounts(t);
      const res = await tenant.agent
        .post('/api/tenant/ad-creatives')
        .send({ name: FAILING_NAME, fileUrl: dataUrl(fresh, 'image/png'), dimensions: '77x33' });
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ statusCode: 503, message: 'Service temporarily unavailable' });
      expect(await rowCounts(t)).toEqual(before);
      const hash = createHash('sha256').update(fresh).digest('hex');
      await fetchFile(t, `/api/files/${hash}.png`).expect(404);
    });
  });
});
