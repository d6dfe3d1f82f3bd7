import { Injectable } from '@nestjs/common';
import { FileUrls } from '../files/file-urls';
import { AdCreativeDto, AdminAdCreativeDto } from './dto/ad-creative.dto';
import { AdCreative } from './entities/ad-creative.entity';

/** Entity → response; file references become URLs. */
@Injectable()
export class CreativeMapper {
  constructor(private readonly urls: FileUrls) {}

  toDto(c: AdCreative): AdCreativeDto {
    return {
      id: c.id,
      name: c.name,
      fileUrl: this.urls.urlFor(c.contentHash, c.contentType),
      thumbnailUrl: this.urls.urlFor(c.thumbnailHash, 'image/webp'),
      dimensions: c.dimensions,
      width: c.width,
      height: c.height,
      contentType: c.contentType,
      byteSize: c.byteSize,
      status: c.status,
      approved: c.status === 'approved',
      approvalNotes: c.approvalNotes,
      createdAt: c.createdAt,
      updatedAt: c.updatedAt,
    };
  }

  /** Needs `owner` loaded. */
  toAdminDto(c: AdCreative): AdminAdCreativeDto {
    return {
      ...this.toDto(c),
      tenantId: c.owner.id,
      tenant: { id: c.owner.id, username: c.owner.username },
      reviewedAt: c.reviewedAt,
    };
  }
}
