/**
 * Lossless clean-up of a JPEG by its segments (docs/creative-files.md, "What is stored"): the
 * markers that carry the picture are copied byte for byte, metadata and anything after the end
 * of the image are dropped. No pixel is decoded or re-compressed. Returns null when the
 * structure is broken. An image that an EXIF orientation turns is not for this: its rotation
 * lives in the EXIF that is dropped, so it is re-encoded upright instead (image-inspector.ts).
 */

const SOI = 0xd8;
const EOI = 0xd9;
const SOS = 0xda;
const APP0 = 0xe0;
const APP2 = 0xe2;
const APP14 = 0xee;
const COM = 0xfe;

/** Application segments that decide how the pixels look: JFIF (pixel density), ICC colour profile, Adobe colour transform. */
function keepsAppSegment(marker: number, payload: Buffer): boolean {
  const starts = (tag: string) => payload.toString('latin1', 0, tag.length) === tag;
  return (marker === APP0 && starts('JFIF\0')) || (marker === APP2 && starts('ICC_PROFILE\0')) || (marker === APP14 && starts('Adobe'));
}

/** True for a marker with no length field after it: RST0–7, SOI, EOI, TEM. */
const standalone = (marker: number) => (marker >= 0xd0 && marker <= 0xd9) || marker === 0x01;

/** The index just past a scan's entropy-coded data (the next real marker's 0xFF), or -1. */
function scanEnd(b: Buffer, at: number): number {
  for (let i = at; i + 1 < b.length; i++) {
    if (b[i] !== 0xff) continue;
    const next = b[i + 1];
    // 0xFF00 is a stuffed byte, 0xFFD0–D7 a restart marker, 0xFFFF fill: all inside the scan.
    if (next === 0x00 || (next >= 0xd0 && next <= 0xd7) || next === 0xff) continue;
    return i;
  }
  return -1;
}

export function stripJpeg(b: Buffer): Buffer | null {
  if (b.length < 4 || b[0] !== 0xff || b[1] !== SOI) return null;
  const parts: Buffer[] = [b.subarray(0, 2)];
  let at = 2;
  while (at + 1 < b.length) {
    if (b[at] !== 0xff) return null;
    let m = at + 1;
    while (m < b.length && b[m] === 0xff) m++; // fill bytes before a marker
    if (m >= b.length) return null;
    const marker = b[m];
    if (marker === EOI) {
      parts.push(Buffer.from([0xff, EOI]));
      return Buffer.concat(parts);
    }
    if (standalone(marker)) {
      parts.push(Buffer.from([0xff, marker]));
      at = m + 1;
      continue;
    }
    if (m + 2 >= b.length) return null;
    const end = m + 1 + b.readUInt16BE(m + 1);
    if (end > b.length || end < m + 3) return null;
    const isApp = marker >= APP0 && marker <= 0xef;
    if (!(isApp || marker === COM) || (isApp && keepsAppSegment(marker, b.subarray(m + 3, end)))) {
      parts.push(Buffer.from([0xff]), b.subarray(m, end));
    }
    at = end;
    if (marker === SOS) {
      const dataEnd = scanEnd(b, at);
      if (dataEnd < 0) return null;
      parts.push(b.subarray(at, dataEnd));
      at = dataEnd;
    }
  }
  return null; // no EOI: truncated
}
