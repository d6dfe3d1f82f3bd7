import { EntityManager } from '@mikro-orm/postgresql';
import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import { FILE_STORAGE, FileStorage } from '../files/file-storage';
import { decodeDataUrl } from './data-url';
import { DIMENSIONS_PATTERN } from './dto/create-ad-creative.dto';
import type { CreativeContentType } from './entities/ad-creative.entity';
import { checkImageType, cleanImage, type Cleaning, makeThumbnail, readImageSize, UNREADABLE } from './image-inspector';

/** An image that passed every check and is ready to store. */
export interface CheckedImage {
  /** The cleaned bytes to store (not the upload's: no metadata, nothing appended). */
  content: Buffer;
  contentType: CreativeContentType;
  width: number;
  height: number;
  thumbnail: Buffer;
  /** What cleaning did to the upload (told to the tenant). */
  cleaning: Cleaning;
}

export interface StoredImage {
  contentHash: string;
  thumbnailHash: string;
}

/**
 * Upload checks (docs/creative-files.md), clean-up and storage of a creative's files. Every
 * check runs before anything is written, and the files are written in the same
 * transaction as the creative, so a refused or failed upload stores nothing.
 */
@Injectable()
export class CreativeImages {
  constructor(@Inject(FILE_STORAGE) private readonly storage: FileStorage) {}

  /** Decodes and checks an uploaded data URL against the declared `WIDTHxHEIGHT`. */
  async checkUpload(fileUrl: string, dimensions: string): Promise<CheckedImage> {
    const { declaredType, content } = decodeDataUrl(fileUrl);
    const image = await this.check(content, declaredType);
    const declared = normaliseDimensions(dimensions);
    const real = `${image.width}x${image.height}`;
    if (declared !== real) throw new BadRequestException(`Dimensions ${declared} do not match the image (${real})`);
    return image;
  }

  /**
   * Type from the bytes (must equal the declared type), real size, the cleaned
   * file (no metadata, nothing appended) and its thumbnail.
   */
  async check(upload: Buffer, declaredType: string): Promise<CheckedImage> {
    const contentType = checkImageType(upload, declaredType);
    const { width, height, orientation } = await readImageSize(upload, contentType);
    const { content, cleaning } = await cleanImage(upload, contentType, orientation);
    // The cleaned file must still be the same picture: same size, and every pixel decodes (thumbnail).
    const cleaned = await readImageSize(content, contentType);
    if (cleaned.width !== width || cleaned.height !== height) throw new BadRequestException(UNREADABLE);
    const thumbnail = await makeThumbnail(content);
    return { content, contentType, width, height, thumbnail, cleaning };
  }

  /** Writes the file and its thumbnail in the caller's transaction `tx`. */
  async store(image: CheckedImage, tx: EntityManager): Promise<StoredImage> {
    const original = await this.storage.put(image.content, image.contentType, tx);
    const thumbnail = await this.storage.put(image.thumbnail, 'image/webp', tx);
    return { contentHash: original.hash, thumbnailHash: thumbnail.hash };
  }
}

/** ` 1920 X 1080 ` → `1920x1080` (the DTO has already checked the pattern). */
export function normaliseDimensions(text: string): string {
  const m = DIMENSIONS_PATTERN.exec(text);
  if (!m) throw new BadRequestException('Dimensions must be WIDTHxHEIGHT in pixels, for example 1920x1080');
  return `${Number(m[1])}x${Number(m[2])}`;
}
