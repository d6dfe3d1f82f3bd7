import { randomBytes } from 'crypto';
import sharp from 'sharp';
import { crc32 } from 'zlib';
import { creativeRowCounts as rowCounts } from './utils/creative-files';
import type { TestApp } from './utils/test-app';
import { createTestApp, signedInAs } from './utils/test-app';

const solid = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#3366cc' } });
const png = (width: number, height: number) => solid(width, height).png().toBuffer();
const dataUrl = (bytes: Buffer, type = 'image/png') => `data:${type};base64,${bytes.toString('base64')}`;

/** A real PNG of random pixels, stored without compression: its size is about width × height × 3. */
const noisePng = (width: number, height: number) =>
  sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0, adaptiveFiltering: false })
    .toBuffer();

/** A valid 1x1 PNG whose header claims `width` × `height` pixels (a decompression bomb's header). */
async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const b = Buffer.from(await png(1, 1));
  b.writeUInt32BE(width, 16);
  b.writeUInt32BE(height, 20);
  b.writeUInt32BE(crc32(b.subarray(12, 29)), 29);
  return b;
}

describe('tenant ad creatives: upload and list', () => {
  let t: TestApp;
  let tenant: Awaited<ReturnType<typeof signedInAs>>;
  beforeAll(async () => {
    t = await createTestApp();
    tenant = await signedInAs(t, 'tenant');
  });
  afterAll(() => t.close());

  it('stores a PNG as a pending creative and lists it with URLs, never inline data', async () => {
    const bytes = await png(640, 360);
    const res = await tenant.agent
      .post('/api/tenant/ad-creatives')
      .send({ name: '  Summer Sale  ', fileUrl: dataUrl(bytes), dimensions: '640 X 360' })
      .expect(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      name: 'Summer Sale',
      fileUrl: expect.stringMatching(/^\/api\/files\/[0-9a-f]{64}\.png$/),
      thumbnailUrl: expect.stringMatching(/^\/api\/files\/[0-9a-f]{64}\.webp$/),
      dimensions: '640x360',
      width: 640,
      height: 360,
      contentType: 'image/png',
      byteSize: bytes.length,
      status: 'pending',
      approved: false,
      approvalNotes: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      fileCleaning: 'unchanged', // sharp writes no metadata: nothing to remove
    });
    const list = await tenant.agent.get('/api/tenant/ad-creatives').expect(200);
    const creative = { ...res.body, fileCleaning: undefined }; // only the upload's answer says it
    expect(list.body).toEqual([creative]);
    expect(list.text).not.toContain('data:');
    expect((await tenant.agent.get(`/api/tenant/ad-creatives/${res.body.id}`).expect(200)).body).toEqual(creative);
  });

  it.each([
    ['JPEG', 'image/jpeg', () => solid(300, 200).jpeg().toBuffer(), 'jpg'],
    ['JPEG declared as image/jpg', 'image/jpg', () => solid(300, 200).jpeg().toBuffer(), 'jpg'],
    ['GIF', 'image/gif', () => solid(300, 200).gif().toBuffer(), 'gif'],
    ['WebP', 'image/webp', () => solid(300, 200).webp().toBuffer(), 'webp'],
  ])('accepts a %s', async (_label, type, make, ext) => {
    const res = await tenant.agent
      .post('/api/tenant/ad-creatives')
      .send({ name: 'Typed', fileUrl: dataUrl(await make(), type), dimensions: '300x200' })
      .expect(201);
    expect(res.body.contentType).toBe(type === 'image/jpg' ? 'image/jpeg' : type);
    expect(res.body.fileUrl).toMatch(new RegExp(`\\.${ext}$`));
  });

  it('lists newest first and accepts a file just under 5 MB', async () => {
    const big = await noisePng(1250, 1390);
    expect(big.length).toBeLessThanOrEqual(5 * 1024 * 1024);
    const res = await tenant.agent
      .post('/api/tenant/ad-creatives')
      .send({ name: 'Big one', fileUrl: dataUrl(big), dimensions: '1250x1390' })
      .expect(201);
    expect(res.body.byteSize).toBe(big.length);
    const list = await tenant.agent.get('/api/tenant/ad-creatives').expect(200);
    expect(list.body[0].id).toBe(res.body.id);
    const ids: number[] = list.body.map((c: { id: number }) => c.id);
    expect(ids.every((id, i) => i === 0 || ids[i - 1] > id)).toBe(true);
    expect(list.text.length).toBeLessThan(5000);
  });

  it('reads the displayed size of a rotated JPEG (EXIF orientation)', async () => {
    const rotated = await solid(100, 50).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const wrong = await tenant.agent
      .post('/api/tenant/ad-creatives')
      .send({ name: 'Rotated', fileUrl: dataUrl(rotated, 'image/jpeg'), dimensions: '100x50' })
      .expect(400);
    expect(wrong.body.message).toBe('Dimensions 100x50 do not match the image (50x100)');
    await tenant.agent
      .post('/api/tenant/ad-creatives')
      .send({ name: 'Rotated', fileUrl: dataUrl(rotated, 'image/jpeg'), dimensions: '50x100' })
      .expect(201);
  });

  it('keeps one copy of identical files', async () => {
    const bytes = await png(123, 45);
    const a = await tenant.agent
      .post('/api/tenant/ad-creatives')
      .send({ name: 'A', fileUrl: dataUrl(bytes), dimensions: '123x45' })
      .expect(201);
    const before = await rowCounts(t);
    const b = await tenant.agent
      .post('/api/tenant/ad-creatives')
      .send({ name: 'B', fileUrl: dataUrl(bytes), dimensions: '123x45' })
      .expect(201);
    expect(b.body.fileUrl).toBe(a.body.fileUrl);
    expect(b.body.thumbnailUrl).toBe(a.body.thumbnailUrl);
    expect(await rowCounts(t)).toEqual({ creatives: before.creatives + 1, files: before.files });
  });

  describe('refusals store nothing', () => {
    const text = Buffer.from('Just a text file, renamed to banner.png\n');
    const cases: Array<[string, () => Promise<object>, number, string]> = [
      ['a text file', async () => ({ fileUrl: dataUrl(text, 'text/plain') }), 400, 'The file is not a PNG, JPEG, GIF or WebP image'],
      [
        'a text file declared image/png',
        async () => ({ fileUrl: dataUrl(text, 'image/png') }),
        400,
        'The file is not a PNG, JPEG, GIF or WebP image',
      ],
      [
        'a PNG declared as image/jpeg',
        async () => ({ fileUrl: dataUrl(await png(1920, 1080), 'image/jpeg') }),
        400,
        'The file is a PNG image (image/png) but was declared as image/jpeg',
      ],
      [
        'a JPEG declared as image/png',
        async () => ({ fileUrl: dataUrl(await solid(1920, 1080).jpeg().toBuffer(), 'image/png') }),
        400,
        'The file is a JPEG image (image/jpeg) but was declared as image/png',
      ],
      [
        'an SVG',
        async () => ({
          fileUrl: dataUrl(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="1920" height="1080"/>'), 'image/svg+xml'),
        }),
        400,
        'The file is not a PNG, JPEG, GIF or WebP image',
      ],
      [
        'a dimensions mismatch',
        async () => ({ fileUrl: dataUrl(await png(1080, 1920)) }),
        400,
        'Dimensions 1920x1080 do not match the image (1080x1920)',
      ],
      [
        'a URL instead of a data URL',
        async () => ({ fileUrl: 'https://example.com/banner.png' }),
        400,
        'The file must be a base64 data URL such as data:image/png;base64,…',
      ],
      [
        'a data URL that is not base64',
        async () => ({ fileUrl: 'data:image/png,%89PNG' }),
        400,
        'The file must be a base64 data URL such as data:image/png;base64,…',
      ],
      ['broken base64', async () => ({ fileUrl: 'data:image/png;base64,iVBOR*w0KGgo=' }), 400, 'The file data is not valid base64'],
      ['an empty file', async () => ({ fileUrl: 'data:image/png;base64,' }), 400, 'The file is empty'],
      [
        'a damaged PNG',
        async () => ({ fileUrl: dataUrl((await png(1920, 1080)).subarray(0, 60)) }),
        400,
        'The image could not be read; the file may be damaged',
      ],
      [
        'a decompression bomb',
        async () => ({ fileUrl: dataUrl(await pngClaiming(1920, 1080 * 40)), dimensions: '1920x43200' }),
        400,
        'The image is too large to process (1920x43200); at most 16384 pixels a side and 50 megapixels',
      ],
      [
        'too many megapixels',
        async () => ({ fileUrl: dataUrl(await pngClaiming(9000, 9000)), dimensions: '9000x9000' }),
        400,
        'The image is too large to process (9000x9000); at most 16384 pixels a side and 50 megapixels',
      ],
      [
        '5 MB + 1 byte',
        async () => ({
          fileUrl: dataUrl(Buffer.concat([await png(1920, 1080), randomBytes(5 * 1024 * 1024)]).subarray(0, 5 * 1024 * 1024 + 1)),
        }),
        413,
        'File size exceeds 5MB limit',
      ],
      [
        'a 7 MB file (body over the limit)',
        async () => ({ fileUrl: dataUrl(randomBytes(7 * 1024 * 1024)) }),
        413,
        'File size exceeds 5MB limit',
      ],
      ['no name', async () => ({ name: undefined }), 400, 'Name is required'],
      ['a blank name', async () => ({ name: '   ' }), 400, 'Name is required'],
      ['a name over 100 characters', async () => ({ name: 'n'.repeat(101) }), 400, 'Name must be at most 100 characters long'],
      ['a name that is not text', async () => ({ name: 42 }), 400, 'Name must be text'],
      ['no file', async () => ({ fileUrl: undefined }), 400, 'Please select a file'],
      ['no dimensions', async () => ({ dimensions: '' }), 400, 'Dimensions are required'],
      [
        'malformed dimensions',
        async () => ({ dimensions: '1920 by 1080' }),
        400,
        'Dimensions must be WIDTHxHEIGHT in pixels, for example 1920x1080',
      ],
      ['zero dimensions', async () => ({ dimensions: '0x1080' }), 400, 'Dimensions must be WIDTHxHEIGHT in pixels, for example 1920x1080'],
    ];

    it.each(cases)('refuses %s', async (_label, override, status, message) => {
      const body = { name: 'Refused', fileUrl: dataUrl(await png(1920, 1080)), dimensions: '1920x1080', ...(await override()) };
      const before = await rowCounts(t);
      const res = await tenant.agent.post('/api/tenant/ad-creatives').send(body).expect(status);
      expect(res.body).toEqual({ statusCode: status, message });
      expect(await rowCounts(t)).toEqual(before);
    });

    it('names every missing field at once', async () => {
      const res = await tenant.agent.post('/api/tenant/ad-creatives').send({}).expect(400);
      expect(res.body.message).toBe('Name is required; Please select a file; Dimensions are required');
    });
  });

  describe('ownership', () => {
    it("never shows or gives away another tenant's creative", async () => {
      const other = await signedInAs(t, 'tenant');
      const mine = await tenant.agent
        .post('/api/tenant/ad-creatives')
        .send({ name: 'Mine', fileUrl: dataUrl(await png(50, 50)), dimensions: '50x50' })
        .expect(201);
      const res = await other.agent.get(`/api/tenant/ad-creatives/${mine.body.id}`).expect(404);
      expect(res.body).toEqual({ statusCode: 404, message: 'Ad creative not found' });
      expect((await other.agent.get('/api/tenant/ad-creatives').expect(200)).body).toEqual([]);
      await tenant.agent.get('/api/tenant/ad-creatives/999999').expect(404);
      await tenant.agent.get('/api/tenant/ad-creatives/not-a-number').expect(404);
    });
  });
});
