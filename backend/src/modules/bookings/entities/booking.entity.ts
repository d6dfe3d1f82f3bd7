import { Entity, Enum, ManyToOne, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { User } from '../../auth/entities/user.entity';
import { AdCreative } from '../../creatives/entities/ad-creative.entity';
import { Display } from '../../displays/entities/display.entity';
import { CentsType } from '../../../common/money/money';
import { BOOKING_STATUSES, BookingStatus, CANCELLED_BY, CancelledBy } from '../booking.constants';

/**
 * One date of airtime on one display for one tenant's creative. The dates of
 * one request share a `groupId` (a "booking group"). Rows are never
 * deleted: cancelling, rejecting and expiring only change `status`.
 */
@Entity({ tableName: 'bookings' })
export class Booking {
  [OptionalProps]?: 'status' | 'paidAt' | 'notes' | 'cancelledAt' | 'cancelledBy' | 'audiencePerHour' | 'campaignId';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'uuid' })
  groupId!: string;

  @ManyToOne(() => Display, { deleteRule: 'restrict' })
  display!: Display;

  @ManyToOne(() => User, { deleteRule: 'restrict' })
  tenant!: User;

  @ManyToOne(() => AdCreative, { deleteRule: 'restrict' })
  adCreative!: AdCreative;

  /** Calendar date 'YYYY-MM-DD' in the display's time zone. */
  @Property({ type: 'date', columnType: 'date' })
  bookingDate!: string;

  /** 1–4 hours of airtime on that date. */
  @Property({ type: 'smallint' })
  hoursBooked!: number;

  /** The display's price per hour when the booking was made (integer cents). */
  @Property({ type: CentsType, fieldName: 'price_per_hour' })
  pricePerHourCents!: number;

  /** pricePerHour × hoursBooked (integer cents). */
  @Property({ type: CentsType, fieldName: 'total_price' })
  totalPriceCents!: number;

  /** The display's audience per hour when the booking was made (null = not declared then); never rewritten. */
  @Property({ type: 'integer', nullable: true })
  audiencePerHour: number | null = null;

  /** The campaign this booking's group belongs to (docs/campaigns.md); null for a single-screen booking. */
  @Property({ type: 'integer', nullable: true })
  campaignId: number | null = null;

  @Enum({ items: [...BOOKING_STATUSES], type: 'text' })
  status: BookingStatus = 'pending';

  /** When the admin marked it paid; null when unpaid. */
  @Property({ type: 'timestamptz', nullable: true })
  paidAt: Date | null = null;

  /** The admin's note to the tenant (e.g. why it was rejected). */
  @Property({ type: 'text', nullable: true })
  notes: string | null = null;

  /** When it was cancelled; set with status `cancelled` and only then (docs/product-rules.md §4.11). */
  @Property({ type: 'timestamptz', nullable: true })
  cancelledAt: Date | null = null;

  /** Who cancelled it: the tenant (its own pending request) or the admin. */
  @Enum({ items: [...CANCELLED_BY], type: 'text', nullable: true })
  cancelledBy: CancelledBy | null = null;

  @Property({ type: 'timestamptz' })
  createdAt!: Date;

  @Property({ type: 'timestamptz' })
  updatedAt!: Date;
}
