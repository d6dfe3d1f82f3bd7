import { Entity, Enum, ManyToOne, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { User } from '../../auth/entities/user.entity';

export const CREATIVE_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type CreativeStatus = (typeof CREATIVE_STATUSES)[number];

export const CREATIVE_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export type CreativeContentType = (typeof CREATIVE_CONTENT_TYPES)[number];

/**
 * A tenant's ad image. The bytes live in the file storage under their sha256
 * (`contentHash`, and `thumbnailHash` for the 320-px WebP preview); the row
 * holds only what lists need.
 */
@Entity({ tableName: 'ad_creatives' })
export class AdCreative {
  [OptionalProps]?: 'status' | 'approvalNotes' | 'reviewedAt' | 'deletedAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  /** The tenant who uploaded it. */
  @ManyToOne(() => User)
  owner!: User;

  @Property({ type: 'varchar', length: 100 })
  name!: string;

  /** `WIDTHxHEIGHT` as declared, equal to the real pixel size. */
  @Property({ type: 'varchar', length: 20 })
  dimensions!: string;

  @Property({ type: 'integer' })
  width!: number;

  @Property({ type: 'integer' })
  height!: number;

  /** Read from the bytes, never taken from the client. */
  @Enum({ items: [...CREATIVE_CONTENT_TYPES], type: 'text' })
  contentType!: CreativeContentType;

  @Property({ type: 'integer' })
  byteSize!: number;

  @Property({ type: 'string', columnType: 'char(64)' })
  contentHash!: string;

  @Property({ type: 'string', columnType: 'char(64)' })
  thumbnailHash!: string;

  @Enum({ items: [...CREATIVE_STATUSES], type: 'text' })
  status: CreativeStatus = 'pending';

  /** The admin's note on the last review. */
  @Property({ type: 'text', nullable: true })
  approvalNotes: string | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  reviewedAt: Date | null = null;

  @Property({ type: 'timestamptz' })
  createdAt!: Date;

  @Property({ type: 'timestamptz' })
  updatedAt!: Date;

  /**
   * Set when its tenant deleted it (docs/product-rules.md §6.3): it leaves every list, the row
   * stays for the bookings, plays and exports that name it.
   */
  @Property({ type: 'timestamptz', nullable: true })
  deletedAt: Date | null = null;
}
