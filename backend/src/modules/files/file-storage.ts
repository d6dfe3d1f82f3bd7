import type { EntityManager } from '@mikro-orm/postgresql';
import { createHash } from 'crypto';

/** The metadata of one stored file; `hash` (sha256, hex) is its identity. */
export interface StoredFileInfo {
  hash: string;
  contentType: string;
  byteSize: number;
}

export interface StoredFileContent extends StoredFileInfo {
  content: Buffer;
}

/**
 * Content-addressed, immutable file storage. A file is named by the sha256 of
 * its bytes, so storing the same bytes twice keeps one copy, and a name never
 * changes meaning (which is what lets the files be cached forever).
 *
 * Implementations: PostgreSQL (`stored_files`, the default). An S3-compatible
 * store can implement the same four calls (see docs/creative-files.md).
 */
export interface FileStorage {
  /**
   * Stores the bytes (a no-op when they are already stored) and returns their identity.
   * `tx`: the caller's database transaction. The PostgreSQL store writes inside it, so
   * the file exists only if the caller commits; a store outside the database can't
   * join it and leaves unreferenced files to be collected (docs/creative-files.md).
   */
  put(content: Buffer, contentType: string, tx?: EntityManager): Promise<StoredFileInfo>;
  /** The bytes and metadata, or null when no file has that hash. */
  get(hash: string): Promise<StoredFileContent | null>;
  /** The metadata without the bytes, or null. */
  stat(hash: string): Promise<StoredFileInfo | null>;
}

/** Injection token of the configured FileStorage. */
export const FILE_STORAGE = Symbol('FILE_STORAGE');

export const SHA256_HEX = /^[0-9a-f]{64}$/;

export function sha256Hex(content: Buffer): string {
  return createHash('sha256').update(content).digest('hex');
}
