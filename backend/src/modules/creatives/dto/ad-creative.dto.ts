import { ApiProperty } from '@nestjs/swagger';
import { CREATIVE_CONTENT_TYPES, CREATIVE_STATUSES, type CreativeContentType, type CreativeStatus } from '../entities/ad-creative.entity';
import { CLEANINGS, type Cleaning } from '../image-inspector';

/** An ad creative as its owner sees it. Files are URLs, never inline data. */
export class AdCreativeDto {
  id: number;
  name: string;
  /** Stable, long-cached URL of the original image (`/api/files/{sha256}.{ext}`). */
  fileUrl: string;
  /** URL of a WebP preview 320 px wide (narrower images keep their size). Use it in lists. */
  thumbnailUrl: string;
  /** `WIDTHxHEIGHT`, e.g. `1920x1080`. */
  dimensions: string;
  /** Real width in pixels. */
  width: number;
  /** Real height in pixels. */
  height: number;
  @ApiProperty({ enum: CREATIVE_CONTENT_TYPES })
  contentType: CreativeContentType;
  /** Size of the original file in bytes. */
  byteSize: number;
  @ApiProperty({ enum: CREATIVE_STATUSES })
  status: CreativeStatus;
  /** True only when status is approved. */
  approved: boolean;
  /** The reviewer's note, if any. */
  @ApiProperty({ type: String, nullable: true })
  approvalNotes: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/** The answer to an upload: the creative, and what the server did to the file (docs/creative-files.md, "What is stored"). */
export class UploadedAdCreativeDto extends AdCreativeDto {
  /**
   * `unchanged`: stored byte for byte as sent; `metadata-removed`: metadata (EXIF, XMP, comments,
   * text) or data after the image's end was removed, the pixels untouched; `re-encoded`: an EXIF
   * orientation turned the image, so it was re-encoded upright (JPEG quality 90) without it.
   */
  @ApiProperty({ enum: CLEANINGS })
  fileCleaning: Cleaning;
}

export class CreativeTenantDto {
  id: number;
  username: string;
}

/** An ad creative as the admin sees it: with its tenant. */
export class AdminAdCreativeDto extends AdCreativeDto {
  tenantId: number;
  tenant: CreativeTenantDto;
  /** When the last approval or rejection happened. */
  @ApiProperty({ type: Date, nullable: true })
  reviewedAt: Date | null;
}
