import { Entity, Enum, ManyToOne, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { Display } from './display.entity';

export const LOCATION_CHANGE_STATUSES = ['pending', 'approved', 'rejected', 'withdrawn'] as const;
export type LocationChangeStatus = (typeof LOCATION_CHANGE_STATUSES)[number];

/**
 * A new location a host asked for on an approved display (docs/product-rules.md §5.4).
 * It waits for the admin (pending); approving copies it onto the display, rejecting leaves
 * the display where it was with the admin's note; the host withdraws it by asking for the
 * approved location again. At most one pending change per display (a unique index).
 */
@Entity({ tableName: 'display_location_changes' })
export class DisplayLocationChange {
  [OptionalProps]?: 'status' | 'approvalNotes' | 'reviewedAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => Display, { deleteRule: 'cascade' })
  display!: Display;

  @Property({ type: 'varchar', length: 200 })
  streetAddress!: string;

  @Property({ type: 'varchar', length: 100 })
  city!: string;

  @Property({ type: 'varchar', length: 2 })
  state!: string;

  @Property({ type: 'varchar', length: 10 })
  zipCode!: string;

  @Property({ type: 'double', columnType: 'double precision', runtimeType: 'number' })
  latitude!: number;

  @Property({ type: 'double', columnType: 'double precision', runtimeType: 'number' })
  longitude!: number;

  @Enum({ items: [...LOCATION_CHANGE_STATUSES], type: 'text' })
  status: LocationChangeStatus = 'pending';

  /** The admin's note (why it was rejected). */
  @Property({ type: 'text', nullable: true })
  approvalNotes: string | null = null;

  @Property({ type: 'timestamptz' })
  createdAt!: Date;

  @Property({ type: 'timestamptz' })
  updatedAt!: Date;

  @Property({ type: 'timestamptz', nullable: true })
  reviewedAt: Date | null = null;
}
