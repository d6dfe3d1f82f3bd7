import { BadRequestException } from '@nestjs/common';
import sharp from 'sharp';
import type { CreativeContentType } from './entities/ad-creative.entity';
import { stripGif, stripPng, stripWebp } from './image-strip';
import { stripJpeg } from './jpeg-strip';

/** Refused before any pixel is decoded (decompression bombs). */
export const MAX_PIXELS = 50_000_000;
export const MAX_SIDE = 16384;
export const THUMBNAIL_WIDTH = 320;
/** Very tall images get a narrower thumbnail rather than an enormous one. */
export const THUMBNAIL_MAX_HEIGHT = 1280;
/** Re-encoded (EXIF-rotated) JPEGs: visually lossless for ads, about the size of a typical upload. */
export const JPEG_QUALITY = 90;

const LABELS: Record<CreativeContentType, string> = {
  'image/png': 'PNG',
  'image/jpeg': 'JPEG',
  'image/gif': 'GIF',
  'image/webp': 'WebP',
};
const SHARP_FORMATS: Record<CreativeContentType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpeg',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

/** The image type from its first bytes (magic numbers), or null. */
export function sniffImageType(b: Buffer): CreativeContentType | null {
  if (b.length >= 8 && b.readUInt32BE(0) === 0x89504e47 && b.readUInt32BE(4) === 0x0d0a1a0a) return 'image/png';
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'image/jpeg';
  if (b.length >= 6 && ['GIF87a', 'GIF89a'].includes(b.toString('latin1', 0, 6))) return 'image/gif';
  if (b.length >= 12 && b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP') return 'image/webp';
  return null;
}

/** The real type, which must be an accepted one and agree with the declared type. */
export function checkImageType(content: Buffer, declaredType: string): CreativeContentType {
  const real = sniffImageType(content);
  if (!real) throw new BadRequestException('The file is not a PNG, JPEG, GIF or WebP image');
  if (real !== declaredType) {
    throw new BadRequestException(`The file is a ${LABELS[real]} image (${real}) but was declared as ${declaredType}`);
  }
  return real;
}

/**
 * The displayed pixel size, read from the header only (EXIF rotation applied).
 * Absurd sizes are refused here, before anything decodes the pixels.
 */
export async function readImageSize(
  content: Buffer,
  type: CreativeContentType,
): Promise<{ width: number; height: number; orientation: number }> {
  let meta: sharp.Metadata;
  try {
    meta = await sharp(content).metadata();
  } catch {
    throw unreadable();
  }
  const width = meta.autoOrient?.width ?? meta.width;
  const height = meta.autoOrient?.height ?? meta.height;
  if (meta.format !== SHARP_FORMATS[type] || !width || !height) throw unreadable();
  if (width > MAX_SIDE || height > MAX_SIDE || width * height > MAX_PIXELS) {
    throw new BadRequestException(
      `The image is too large to process (${width}x${height}); at most ${MAX_SIDE} pixels a side and ${MAX_PIXELS / 1_000_000} megapixels`,
    );
  }
  return { width, height, orientation: meta.orientation ?? 1 };
}

const STRIP: Record<CreativeContentType, (b: Buffer) => Buffer | null> = {
  'image/png': stripPng,
  'image/jpeg': stripJpeg,
  'image/gif': stripGif,
  'image/webp': stripWebp,
};

/**
 * What the server did to an upload, told to the tenant in the upload's answer
 * (docs/creative-files.md, "What is stored"): stored byte for byte as sent, metadata or
 * appended data removed (the pixels untouched), or re-encoded upright because an EXIF
 * orientation turned it.
 */
export const CLEANINGS = ['unchanged', 'metadata-removed', 're-encoded'] as const;
export type Cleaning = (typeof CLEANINGS)[number];

/**
 * The bytes to store: the picture only, without metadata (EXIF, XMP, text,
 * comments) or anything appended after the image (docs/creative-files.md).
 * Every type is cleaned by its structure (lossless, animation kept); only an image
 * turned by an EXIF orientation is re-encoded upright by sharp.
 */
export async function cleanImage(
  content: Buffer,
  type: CreativeContentType,
  orientation: number,
): Promise<{ content: Buffer; cleaning: Cleaning }> {
  if (orientation <= 1) {
    const stripped = STRIP[type](content);
    if (!stripped) throw unreadable();
    return { content: stripped, cleaning: stripped.equals(content) ? 'unchanged' : 'metadata-removed' };
  }
  return { content: await reencodeUpright(content, type), cleaning: 're-encoded' };
}

async function reencodeUpright(content: Buffer, type: CreativeContentType): Promise<Buffer> {
  try {
    const image = sharp(content, { limitInputPixels: MAX_PIXELS, failOn: 'error', animated: true }).autoOrient();
    if (type === 'image/jpeg') image.jpeg({ quality: JPEG_QUALITY });
    else if (type === 'image/png') image.png();
    else if (type === 'image/webp') image.webp({ quality: JPEG_QUALITY });
    else image.gif();
    return await image.toBuffer(); // sharp writes no metadata unless asked to
  } catch {
    throw unreadable();
  }
}

/**
 * A WebP preview 320 px wide, aspect kept, never enlarged (first frame of an
 * animation). Decoding every pixel here also proves the file is not damaged.
 */
export async function makeThumbnail(content: Buffer): Promise<Buffer> {
  try {
    return await sharp(content, { limitInputPixels: MAX_PIXELS, failOn: 'error' })
      .autoOrient()
      .resize({ width: THUMBNAIL_WIDTH, height: THUMBNAIL_MAX_HEIGHT, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 75, effort: 2 })
      .toBuffer();
  } catch {
    throw unreadable();
  }
}

export const UNREADABLE = 'The image could not be read; the file may be damaged';

function unreadable(): BadRequestException {
  return new BadRequestException(UNREADABLE);
}
