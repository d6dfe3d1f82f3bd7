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

/** Saves a Blob as a file through a temporary object URL and a download link. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL goes away.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
