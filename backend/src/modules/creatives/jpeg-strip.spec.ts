import { stripJpeg } from './jpeg-strip';

/** A segment: marker and payload with its length field. */
const segment = (marker: number, payload: Buffer | string) => {
  const body = typeof payload === 'string' ? Buffer.from(payload, 'latin1') : payload;
  const head = Buffer.from([0xff, marker, 0, 0]);
  head.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([head, body]);
};
const SOI = Buffer.from([0xff, 0xd8]);
const EOI = Buffer.from([0xff, 0xd9]);
const DQT = segment(0xdb, Buffer.alloc(65, 1));
const SOF = segment(0xc0, Buffer.from([8, 0, 1, 0, 1, 1, 1, 0x11, 0]));
const SOS = segment(0xda, Buffer.from([1, 1, 0, 0, 63, 0]));
// Entropy-coded data with a stuffed 0xFF00 and a restart marker: both belong to the scan.
const SCAN = Buffer.from([0x12, 0xff, 0x00, 0x34, 0xff, 0xd0, 0x56]);

describe('stripJpeg (docs/creative-files.md, "What is stored")', () => {
  it('keeps the picture and its colour segments, drops EXIF, XMP, comments and what follows the end', () => {
    const jfif = segment(0xe0, 'JFIF\0\x01\x01\0\0\x01\0\x01\0\0');
    const icc = segment(0xe2, 'ICC_PROFILE\0\x01\x01profile');
    const adobe = segment(0xee, 'Adobe\0\x64\0\0\0\0\x01');
    const exif = segment(0xe1, 'Exif\0\0secret camera');
    const xmp = segment(0xe1, 'http://ns.adobe.com/xap/1.0/\0secret');
    const com = segment(0xfe, 'secret comment');
    const iptc = segment(0xed, 'Photoshop 3.0\0secret');
    const picture = [DQT, SOF, SOS, SCAN];
    const upload = Buffer.concat([SOI, jfif, exif, xmp, icc, adobe, com, iptc, ...picture, EOI, Buffer.from('<script>')]);
    expect(stripJpeg(upload)).toEqual(Buffer.concat([SOI, jfif, icc, adobe, ...picture, EOI]));
  });

  it('returns a clean file byte for byte', () => {
    const clean = Buffer.concat([SOI, DQT, SOF, SOS, SCAN, EOI]);
    expect(stripJpeg(clean)).toEqual(clean);
  });

  it('keeps every scan of a progressive file', () => {
    const twoScans = Buffer.concat([SOI, DQT, SOF, SOS, SCAN, segment(0xc4, Buffer.alloc(20, 2)), SOS, SCAN, EOI]);
    expect(stripJpeg(twoScans)).toEqual(twoScans);
  });

  it.each([
    ['no SOI', Buffer.concat([DQT, EOI])],
    ['a length past the end', Buffer.concat([SOI, DQT.subarray(0, 10)])],
    ['no EOI', Buffer.concat([SOI, DQT, SOF, SOS, SCAN])],
    ['garbage between segments', Buffer.concat([SOI, DQT, Buffer.from([0x00]), EOI])],
  ])('refuses %s', (_label, bytes) => {
    expect(stripJpeg(bytes)).toBeNull();
  });
});
