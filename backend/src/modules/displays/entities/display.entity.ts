import { Entity, Enum, Formula, ManyToOne, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { User } from '../../auth/entities/user.entity';
import { AgeRange, Audience, DEFAULT_TIME_ZONE, DISPLAY_STATUSES, DisplayStatus, LOCATION_TYPES, LocationType } from '../display.constants';
import { CentsType } from '../../../common/money/money';

/**
 * A host's screen. Reviewed by an admin (status); soft-deleted so that past
 * bookings, revenue and impressions keep their display (deletedAt).
 */
@Entity({ tableName: 'displays' })
export class Display {
  [OptionalProps]?:
    | 'isMobile'
    | 'targetAgeRanges'
    | 'targetAudiences'
    | 'demographicNotes'
    | 'timeZone'
    | 'status'
    | 'approvalNotes'
    | 'reviewedAt'
    | 'deletedAt'
    | 'lastSeenAt'
    | 'pairingRequired'
    | 'pairingCode'
    | 'pairingEpoch'
    | 'pairingRotatedAt'
    | 'pairingRotatedFailures'
    | 'latitude'
    | 'longitude'
    | 'dailyCapacityHours'
    | 'audiencePerHour';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => User, { deleteRule: 'restrict' })
  host!: User;

  @Property({ type: 'varchar', length: 100 })
  name!: string;

  @Property({ type: 'varchar', length: 200 })
  streetAddress!: string;

  @Property({ type: 'varchar', length: 100 })
  city!: string;

  /** Two-letter US state code. */
  @Property({ type: 'varchar', length: 2 })
  state!: string;

  @Property({ type: 'varchar', length: 10 })
  zipCode!: string;

  /** Whole hour 'HH:00'. */
  @Property({ type: 'varchar', length: 5 })
  startTime!: string;

  /** Whole hour 'HH:00', later than startTime. */
  @Property({ type: 'varchar', length: 5 })
  endTime!: string;

  /** Always `${startTime}-${endTime}` (a check constraint keeps it so). */
  @Property({ type: 'varchar', length: 11 })
  operatingHours!: string;

  /** Integer cents; numeric(10,2) in the table. */
  @Property({ type: CentsType, fieldName: 'price_per_hour' })
  pricePerHourCents!: number;

  @Property({ type: 'boolean' })
  isMobile: boolean = false;

  @Enum({ items: [...LOCATION_TYPES], type: 'text' })
  locationType!: LocationType;

  @Property({ type: 'text[]' })
  targetAgeRanges: AgeRange[] = [];

  @Property({ type: 'text[]' })
  targetAudiences: Audience[] = [];

  @Property({ type: 'text' })
  demographicNotes: string = '';

  /** People who see the screen in an average open hour, 0–100,000, as its host declares; null = not declared (docs/campaigns.md). */
  @Property({ type: 'integer', nullable: true })
  audiencePerHour: number | null = null;

  @Property({ type: 'double', columnType: 'double precision', runtimeType: 'number', nullable: true })
  latitude: number | null = null;

  @Property({ type: 'double', columnType: 'double precision', runtimeType: 'number', nullable: true })
  longitude: number | null = null;

  /** IANA zone in which this display's dates and hours are counted. */
  @Property({ type: 'text' })
  timeZone: string = DEFAULT_TIME_ZONE;

  @Enum({ items: [...DISPLAY_STATUSES], type: 'text' })
  status: DisplayStatus = 'pending';

  @Property({ type: 'text', nullable: true })
  approvalNotes: string | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  reviewedAt: Date | null = null;

  @Property({ type: 'timestamptz' })
  createdAt!: Date;

  @Property({ type: 'timestamptz' })
  updatedAt!: Date;

  @Property({ type: 'timestamptz', nullable: true })
  deletedAt: Date | null = null;

  /** Last schedule poll of its player (written in batches; docs/player.md). */
  @Property({ type: 'timestamptz', nullable: true })
  lastSeenAt: Date | null = null;

  /** When on, a player must also give pairingCode to authenticate. */
  @Property({ type: 'boolean' })
  pairingRequired: boolean = false;

  /** Six digits, shown to the host only. */
  @Property({ type: 'text', nullable: true, hidden: true })
  pairingCode: string | null = null;

  /** Bumped by a pairing reset: player tokens of an older epoch stop working. */
  @Property({ type: 'integer' })
  pairingEpoch: number = 0;

  /** When wrong codes made the server replace the pairing code (docs/player.md, "Pairing"); until the host sets pairing again. */
  @Property({ type: 'timestamptz', nullable: true })
  pairingRotatedAt: Date | null = null;

  /** How many wrong codes that rotation followed. */
  @Property({ type: 'integer', nullable: true })
  pairingRotatedFailures: number | null = null;

  /**
   * Hours of airtime that can be sold on one date (docs/product-rules.md §3.2), read from the
   * SQL function that availability and booking use; not stored. Not known until the display
   * is loaded (after an insert, refresh it).
   */
  @Formula((t) => `display_capacity_hours(${t.alias}.start_time, ${t.alias}.end_time)`, { type: 'integer' })
  dailyCapacityHours!: number;
}
