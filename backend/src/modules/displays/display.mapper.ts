import { DisplayChangeDto } from './dto/display-change.dto';
import { AdminDisplayDto, DisplayDto, HostDisplayDto, PublicDisplayDto } from './dto/display.dto';
import { LocationChangeDto } from './dto/location-change.dto';
import { DisplayLocationChange } from './entities/display-location-change.entity';
import { Display } from './entities/display.entity';
import { formatCents } from '../../common/money/money';

/** Entity → what tenants and the public see: no review notes or bookkeeping times. */
export function toPublicDisplayDto(d: Display): PublicDisplayDto {
  return {
    id: d.id,
    name: d.name,
    streetAddress: d.streetAddress,
    city: d.city,
    state: d.state,
    zipCode: d.zipCode,
    startTime: d.startTime,
    endTime: d.endTime,
    operatingHours: d.operatingHours,
    dailyCapacityHours: d.dailyCapacityHours,
    pricePerHour: formatCents(d.pricePerHourCents),
    isMobile: d.isMobile,
    locationType: d.locationType,
    targetAgeRanges: d.targetAgeRanges,
    targetAudiences: d.targetAudiences,
    demographicNotes: d.demographicNotes,
    audiencePerHour: d.audiencePerHour,
    latitude: d.latitude,
    longitude: d.longitude,
    timeZone: d.timeZone,
    approved: d.status === 'approved',
    status: d.status,
  };
}

/** Entity → the owner's and admin's view, with the review note. */
export function toDisplayDto(d: Display): DisplayDto {
  return { ...toPublicDisplayDto(d), approvalNotes: d.approvalNotes, createdAt: d.createdAt, updatedAt: d.updatedAt };
}

/** The host's latest location change of one display: waiting for review, or rejected. */
export interface HostLocationChanges {
  pending?: LocationChangeDto;
  rejected?: LocationChangeDto;
}

/** Entity → its own host's view, with its location change (docs/product-rules.md §5.4). */
/** What the host's list knows of a display beyond its row: paid airtime from today on, the current outage. */
export interface HostDisplayStatus {
  paidAirtime?: boolean;
  offlineSince?: Date | null;
}

export function toHostDisplayDto(d: Display, changes: HostLocationChanges = {}, status: HostDisplayStatus = {}): HostDisplayDto {
  return {
    ...toDisplayDto(d),
    paidAirtime: status.paidAirtime ?? false,
    lastSeenAt: d.lastSeenAt,
    offlineSince: status.offlineSince ?? null,
    pairingRequired: d.pairingRequired,
    pairingCode: d.pairingCode,
    ...(d.pairingRotatedAt && d.pairingRotatedFailures !== null
      ? { pairingRotation: { at: d.pairingRotatedAt, failedAttempts: d.pairingRotatedFailures } }
      : {}),
    ...(changes.pending ? { pendingChange: changes.pending } : {}),
    ...(changes.rejected ? { rejectedChange: changes.rejected } : {}),
  };
}

/** Entity (with its host loaded) → the admin's view. */
export function toAdminDisplayDto(d: Display): AdminDisplayDto {
  return {
    ...toDisplayDto(d),
    hostId: d.host.id,
    host: { id: d.host.id, username: d.host.username },
    reviewedAt: d.reviewedAt,
  };
}

/** Entity → the API's view of a location change. */
export function toLocationChangeDto(c: DisplayLocationChange): LocationChangeDto {
  return {
    id: c.id,
    streetAddress: c.streetAddress,
    city: c.city,
    state: c.state,
    zipCode: c.zipCode,
    latitude: c.latitude,
    longitude: c.longitude,
    status: c.status,
    approvalNotes: c.approvalNotes,
    createdAt: c.createdAt,
    reviewedAt: c.reviewedAt,
  };
}

/** Entity (with its display and host loaded) → the admin's review queue item. */
export function toDisplayChangeDto(c: DisplayLocationChange): DisplayChangeDto {
  return { ...toLocationChangeDto(c), displayId: c.display.id, display: toAdminDisplayDto(c.display) };
}
