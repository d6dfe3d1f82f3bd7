/**
 * Lossless clean-up of PNG, GIF and WebP files by their container structure
 * (docs/creative-files.md, "What is stored"): only the blocks that carry the
 * picture (and its colours and animation) are copied; text, EXIF, XMP, comments,
 * unknown blocks and anything after the end of the image are dropped. No pixel
 * is decoded or re-compressed, so animations survive and it costs microseconds.
 * Each function returns null when the structure is broken.
 */

/** Image data, palette, transparency, colour space, pixel aspect (pHYs) and APNG animation chunks. */
const PNG_KEEP = new Set(['IHDR', 'PLTE', 'IDAT', 'IEND', 'tRNS', 'gAMA', 'cHRM', 'sRGB', 'iCCP', 'sBIT', 'pHYs', 'acTL', 'fcTL', 'fdAT']);

export function stripPng(b: Buffer): Buffer | null {
  const parts: Buffer[] = [b.subarray(0, 8)];
  let at = 8;
  while (at + 12 <= b.length) {
    const length = b.readUInt32BE(at);
    const type = b.toString('latin1', at + 4, at + 8);
    const end = at + 12 + length;
    if (length > 0x7fffffff || end > b.length) return null;
    if (PNG_KEEP.has(type)) parts.push(b.subarray(at, end));
    if (type === 'IEND') return Buffer.concat(parts);
    at = end;
  }
  return null; // no IEND: truncated
}

const GIF_TRAILER = 0x3b;

/** Bytes of the colour table announced by a GIF packed-fields byte (none when bit 7 is clear). */
export const gifColorTableSize = (packed: number): number => (packed & 0x80 ? 3 * 2 ** ((packed & 7) + 1) : 0);

/** Skips GIF data sub-blocks from `at`; the index after the terminator, or -1. */
function skipSubBlocks(b: Buffer, at: number): number {
  while (at < b.length) {
    const size = b[at];
    if (size === 0) return at + 1;
    at += 1 + size;
  }
  return -1;
}

/** Keeps frames, their timing (graphic control) and the loop count (NETSCAPE2.0 / ANIMEXTS1.0). */
export function stripGif(b: Buffer): Buffer | null {
  if (b.length < 13) return null;
  let at = 13 + gifColorTableSize(b[10]);
  const parts: Buffer[] = [b.subarray(0, at)];
  while (at < b.length) {
    const start = at;
    const introducer = b[at];
    if (introducer === GIF_TRAILER) break;
    if (introducer === 0x2c) {
      // Image descriptor (10 bytes), local colour table, LZW minimum code size, data sub-blocks.
      if (at + 11 > b.length) return null;
      at = skipSubBlocks(b, at + 10 + gifColorTableSize(b[at + 9]) + 1);
      if (at < 0) return null;
      parts.push(b.subarray(start, at));
    } else if (introducer === 0x21 && at + 2 < b.length) {
      const label = b[at + 1];
      const appId = label === 0xff && b[at + 2] === 11 ? b.toString('latin1', at + 3, at + 14) : '';
      at = skipSubBlocks(b, at + 2);
      if (at < 0) return null;
      if (label === 0xf9 || appId === 'NETSCAPE2.0' || appId === 'ANIMEXTS1.0') parts.push(b.subarray(start, at));
    } else {
      return null;
    }
  }
  parts.push(Buffer.from([GIF_TRAILER]));
  return Buffer.concat(parts);
}

/** Picture (lossy, lossless, alpha), animation and colour profile chunks. */
const WEBP_KEEP = new Set(['VP8 ', 'VP8L', 'VP8X', 'ALPH', 'ANIM', 'ANMF', 'ICCP']);
/** VP8X flag bits that announce EXIF (0x08) and XMP (0x04) chunks. */
const VP8X_METADATA_FLAGS = 0x08 | 0x04;

export function stripWebp(b: Buffer): Buffer | null {
  if (b.length < 12) return null;
  const end = 8 + b.readUInt32LE(4);
  if (end > b.length || end < 12) return null;
  const parts: Buffer[] = [];
  let at = 12;
  while (at + 8 <= end) {
    const type = b.toString('latin1', at, at + 4);
    const size = b.readUInt32LE(at + 4);
    const next = at + 8 + size + (size % 2);
    if (next > end + (size % 2)) return null;
    if (WEBP_KEEP.has(type)) {
      // A copy padded to even length (a last chunk may lack its padding byte).
      const chunk = Buffer.alloc(next - at);
      b.copy(chunk, 0, at, Math.min(next, end));
      if (type === 'VP8X' && chunk.length > 8) chunk[8] &= ~VP8X_METADATA_FLAGS;
      parts.push(chunk);
    }
    at = next;
  }
  if (!parts.length) return null;
  const body = Buffer.concat(parts);
  const header = Buffer.from('RIFF0000WEBP', 'latin1');
  header.writeUInt32LE(4 + body.length, 4);
  return Buffer.concat([header, body]);
}
