import type { AdCreative } from '../../../api/creatives';

const EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

/**
 * A file name for a downloaded creative: its name made safe for every file
 * system, then its size and type, e.g. "Summer Sale!" → "summer-sale-1920x1080.png".
 */
export function creativeFileName(creative: Pick<AdCreative, 'name' | 'dimensions' | 'contentType' | 'fileUrl'>): string {
  const base =
    creative.name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 80)
      .replace(/-+$/, '') || 'ad-creative';
  const extension = EXTENSIONS[creative.contentType] ?? /\.([a-z0-9]+)$/i.exec(creative.fileUrl)?.[1] ?? 'img';
  return `${base}-${creative.dimensions}.${extension}`;
}
