import { AdminDisplayDto, DisplayDto, HostDisplayDto, PublicDisplayDto } from './dto/display.dto';
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

/** Entity → its own host's view. */
export function toHostDisplayDto(d: Display): HostDisplayDto {
  return { ...toDisplayDto(d), lastSeenAt: d.lastSeenAt, pairingRequired: d.pairingRequired, pairingCode: d.pairingCode };
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
