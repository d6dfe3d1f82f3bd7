import { randomBytes } from 'crypto';
import { creativeRowCounts as rowCounts, dataUrl, png, pngClaiming, solid } from './utils/creative-files';
import type { TestApp } from './utils/test-app';
import { createTestApp, signedInAs } from './utils/test-app';

/** What an upload is refused for, with which status and message; a refused upload stores nothing (docs/product-rules.md §11.1). */
describe('tenant ad creatives: refusals store nothing', () => {
  let t: TestApp;
  let tenant: Awaited<ReturnType<typeof signedInAs>>;
  beforeAll(async () => {
    t = await createTestApp();
    tenant = await signedInAs(t, 'tenant');
  });
  afterAll(() => t.close());

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
