import { Inject, Injectable } from '@nestjs/common';
import { Config } from '../../config/config';
import { SHA256_HEX } from './file-storage';

/** The file types the app stores, with the extension used in their URLs. */
export const FILE_EXTENSIONS: Readonly<Record<string, string>> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

/** Builds and reads the stable file URLs `{base}/{sha256}.{ext}`. */
@Injectable()
export class FileUrls {
  constructor(@Inject(Config) private readonly config: Config) {}

  urlFor(hash: string, contentType: string): string {
    return `${this.config.storage.filesBaseUrl}/${fileName(hash, contentType)}`;
  }
}

export function fileName(hash: string, contentType: string): string {
  return `${hash}.${FILE_EXTENSIONS[contentType] ?? 'bin'}`;
}

/** `{sha256}.{ext}` → its parts, or null for any other name. */
export function parseFileName(name: string): { hash: string; ext: string } | null {
  const m = /^([0-9a-f]{64})\.([a-z0-9]{1,5})$/.exec(name);
  if (!m || !SHA256_HEX.test(m[1])) return null;
  return { hash: m[1], ext: m[2] === 'jpeg' ? 'jpg' : m[2] };
}
