import { randomBytes } from 'crypto';
import sharp from 'sharp';
import { creativeRowCounts as rowCounts, dataUrl, png, solid } from './utils/creative-files';
import type { TestApp } from './utils/test-app';
import { createTestApp, signedInAs } from './utils/test-app';

/** A real PNG of random pixels, stored without compression: its size is about width × height × 3. */
const noisePng = (width: number, height: number) =>
  sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0, adaptiveFiltering: false })
    .toBuffer();

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

  it('pages the list by range, newest first, with the total in Content-Range', async () => {
    const own = await signedInAs(t, 'tenant');
    const ids: number[] = [];
    for (const colour of ['#112233', '#445566', '#778899']) {
      const file = await solid(16, 9, colour).png().toBuffer();
      const res = await own.agent
        .post('/api/tenant/ad-creatives')
        .send({ name: colour, fileUrl: dataUrl(file), dimensions: '16x9' })
        .expect(201);
      ids.unshift(res.body.id);
    }
    const page = (range: string) => own.agent.get('/api/tenant/ad-creatives').query({ range });
    const first = await page('[0,1]').expect(200);
    expect(first.body.map((c: { id: number }) => c.id)).toEqual(ids.slice(0, 2));
    expect(first.headers['content-range']).toBe('ad-creatives 0-1/3');
    const rest = await page('[2,9]').expect(200);
    expect(rest.body.map((c: { id: number }) => c.id)).toEqual(ids.slice(2));
    expect(rest.headers['content-range']).toBe('ad-creatives 2-2/3');
    expect((await own.agent.get('/api/tenant/ad-creatives').expect(200)).headers['content-range']).toBe('ad-creatives 0-2/3');
    expect((await page('[-1,2]').expect(400)).body.message).toMatch(/^range must be/);
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
