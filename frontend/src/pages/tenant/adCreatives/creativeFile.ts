/**
 * Client-side checks of an ad creative upload (docs/product-rules.md §15, docs/creative-files.md).
 * The server repeats every check; these give quick feedback and make sure an
 * oversized or non-image file is never read nor sent.
 */

/** 5 MB, as the server counts it (decoded bytes). */
export const MAX_CREATIVE_BYTES = 5 * 1024 * 1024;

/** The image types the server accepts, by MIME type and file extension. */
const TYPES_BY_EXTENSION: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};
const ACCEPTED_MIME_TYPES = new Set(['image/png', 'image/jpeg', 'image/jpg', 'image/gif', 'image/webp']);

/** For the file input's `accept`. */
export const ACCEPT_ATTRIBUTE = 'image/png,image/jpeg,image/gif,image/webp,.png,.jpg,.jpeg,.gif,.webp';

export const UPLOAD_MESSAGES = {
  nameRequired: 'Name is required',
  nameTooLong: 'Name must be at most 100 characters long',
  fileRequired: 'Please select a file',
  fileTooLarge: 'File size exceeds 5MB limit',
  notAnImage: 'Only image files are accepted: PNG, JPG, GIF or WebP',
  unreadable: 'This image could not be read; the file may be damaged',
  dimensionsRequired: 'Dimensions are required',
  dimensionsFormat: 'Dimensions must be WIDTHxHEIGHT in pixels, for example 1920x1080',
} as const;

export const MAX_NAME_LENGTH = 100;

/** The image MIME type of a file, from its declared type or else its extension; null if not an accepted image. */
export function imageMimeType(file: Pick<File, 'name' | 'type'>): string | null {
  const declared = file.type.toLowerCase();
  if (declared !== '') return ACCEPTED_MIME_TYPES.has(declared) ? declared.replace('image/jpg', 'image/jpeg') : null;
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? '';
  return TYPES_BY_EXTENSION[extension] ?? null;
}

/** What is wrong with a chosen file, checked without reading it (size and type only). */
export function checkImageFile(file: Pick<File, 'name' | 'type' | 'size'> | null): string | undefined {
  if (!file) return UPLOAD_MESSAGES.fileRequired;
  if (imageMimeType(file) === null) return UPLOAD_MESSAGES.notAnImage;
  if (file.size > MAX_CREATIVE_BYTES) return UPLOAD_MESSAGES.fileTooLarge;
  if (file.size === 0) return UPLOAD_MESSAGES.unreadable;
  return undefined;
}

const DIMENSIONS = /^\s*(\d{1,5})\s*[xX×]\s*(\d{1,5})\s*$/;

/** "1920x1080" (also "1920 x 1080", "1920×1080") → the canonical "1920x1080"; null when malformed. */
export function normaliseDimensions(text: string): string | null {
  const match = DIMENSIONS.exec(text);
  if (!match) return null;
  const [width, height] = [Number(match[1]), Number(match[2])];
  return width > 0 && height > 0 ? `${width}x${height}` : null;
}

export function checkDimensions(text: string): string | undefined {
  if (text.trim() === '') return UPLOAD_MESSAGES.dimensionsRequired;
  return normaliseDimensions(text) === null ? UPLOAD_MESSAGES.dimensionsFormat : undefined;
}

export function checkName(name: string): string | undefined {
  const trimmed = name.trim();
  if (trimmed === '') return UPLOAD_MESSAGES.nameRequired;
  return trimmed.length > MAX_NAME_LENGTH ? UPLOAD_MESSAGES.nameTooLong : undefined;
}

/** A default creative name from a file name: "summer_sale-v2.png" → "summer sale v2". */
export function nameFromFileName(fileName: string): string {
  return fileName
    .replace(/\.[^.]+$/, '')
    .replace(/[_-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX_NAME_LENGTH);
}

/** The natural pixel size of an image URL (an object URL of the chosen file). */
export function readImageSize(url: string): Promise<{ width: number; height: number }> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.addEventListener(
      'load',
      () => {
        if (image.naturalWidth > 0 && image.naturalHeight > 0) resolve({ width: image.naturalWidth, height: image.naturalHeight });
        else reject(new Error(UPLOAD_MESSAGES.unreadable));
      },
      { once: true },
    );
    image.addEventListener('error', () => reject(new Error(UPLOAD_MESSAGES.unreadable)), { once: true });
    image.src = url;
  });
}

/** The file as a base64 data URL, declared with its image type (as the server expects). */
export function readAsDataUrl(file: File, mimeType: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.addEventListener('load', () => resolve(String(reader.result).replace(/^data:[^;,]*(;base64,)/, `data:${mimeType}$1`)), {
      once: true,
    });
    reader.addEventListener('error', () => reject(reader.error ?? new Error(UPLOAD_MESSAGES.unreadable)), { once: true });
    reader.readAsDataURL(file);
  });
}
