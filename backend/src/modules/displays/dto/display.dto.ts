import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  AGE_RANGES,
  AgeRange,
  Audience,
  AUDIENCES,
  DISPLAY_STATUSES,
  DisplayStatus,
  LOCATION_TYPES,
  LocationType,
} from '../display.constants';
import { LocationChangeDto } from './location-change.dto';

/** The fields every audience may see; the public list returns exactly these. */
export class PublicDisplayDto {
  id: number;
  name: string;
  streetAddress: string;
  city: string;
  /** Two-letter US state code. */
  state: string;
  zipCode: string;
  /** Whole hour 'HH:00'. */
  startTime: string;
  /** Whole hour 'HH:00'. */
  endTime: string;
  /** "HH:mm-HH:mm". */
  operatingHours: string;
  /** Airtime hours per date: endTime − startTime. */
  dailyCapacityHours: number;
  /** Dollars with exactly two decimals, e.g. "12.50". */
  @ApiProperty({ example: '12.50' })
  pricePerHour: string;
  isMobile: boolean;
  @ApiProperty({ enum: LOCATION_TYPES })
  locationType: LocationType;
  @ApiProperty({ enum: AGE_RANGES, isArray: true })
  targetAgeRanges: AgeRange[];
  @ApiProperty({ enum: AUDIENCES, isArray: true })
  targetAudiences: Audience[];
  demographicNotes: string;
  /** People who see the screen in an average open hour (0–100,000); null = not declared. */
  @ApiProperty({ type: Number, nullable: true, example: 120 })
  audiencePerHour: number | null;
  @ApiProperty({ type: Number, nullable: true, example: 33.4484 })
  latitude: number | null;
  @ApiProperty({ type: Number, nullable: true, example: -112.074 })
  longitude: number | null;
  /** IANA time zone of the display's dates and hours. */
  timeZone: string;
  /** True only when status is approved. */
  approved: boolean;
  @ApiProperty({ enum: DISPLAY_STATUSES })
  status: DisplayStatus;
}

/** A display as its host and tenants see it. */
export class DisplayDto extends PublicDisplayDto {
  /** The admin's note from the last review (e.g. why it was rejected). */
  @ApiProperty({ type: String, nullable: true })
  approvalNotes: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/** The server replaced the pairing code after too many wrong codes (docs/player.md, "Pairing"). */
export class PairingRotationDto {
  /** When the code was replaced. */
  at: Date;
  /** Wrong codes given for the old code before it was replaced. */
  failedAttempts: number;
}

/** A display as its own host sees it: with its player's heartbeat, pairing and location change. */
export class HostDisplayDto extends DisplayDto {
  /** Present while a new location waits for the admin's review; meanwhile the display keeps the location above. */
  @ApiPropertyOptional({ type: LocationChangeDto })
  pendingChange?: LocationChangeDto;
  /** Present when the host's latest location change was rejected (with the admin's note), until another is asked for. */
  @ApiPropertyOptional({ type: LocationChangeDto })
  rejectedChange?: LocationChangeDto;
  /** True while a confirmed, paid booking is dated today or later: the screen shows paid ads (docs/player.md, "Verified plays"). */
  paidAirtime: boolean;
  /** Last schedule poll of its player; null when it never connected. */
  @ApiProperty({ type: Date, nullable: true })
  lastSeenAt: Date | null;
  /** Start of the current outage: paid airtime today, inside its hours, unseen for 10 minutes (docs/notifications.md); null when none. */
  @ApiProperty({ type: Date, nullable: true })
  offlineSince: Date | null;
  pairingRequired: boolean;
  /** Six digits a player must give while pairing is required. */
  @ApiProperty({ type: String, nullable: true })
  pairingCode: string | null;
  /** Present when wrong codes made the server replace the code, until the host turns pairing on, off or resets it. */
  @ApiPropertyOptional({ type: PairingRotationDto })
  pairingRotation?: PairingRotationDto;
}

export class DisplayHostDto {
  id: number;
  username: string;
}

/** A display as an admin sees it: with its host. */
export class AdminDisplayDto extends DisplayDto {
  hostId: number;
  host: DisplayHostDto;
  @ApiProperty({ type: Date, nullable: true })
  reviewedAt: Date | null;
}
