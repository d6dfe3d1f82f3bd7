import { ApiProperty } from '@nestjs/swagger';
import { BOOKING_STATUSES, type BookingStatus } from '../../bookings/booking.constants';

/** Booked against delivered airtime (a play = one 10-second slot). */
export class DeliveryFiguresDto {
  hoursBooked: number;
  plays: number;
  /** Plays sent with a token from a paired authentication (docs/player.md, "Verified plays"). */
  verifiedPlays: number;
  /** plays − verifiedPlays: sent by a player that authenticated without a pairing code. */
  unverifiedPlays: number;
  /** hoursBooked × 3600. */
  bookedSeconds: number;
  /** plays × 10. */
  deliveredSeconds: number;
  /** deliveredSeconds ÷ bookedSeconds in percent, one decimal (above 100 when the screen had spare slots); 0 when nothing was booked. */
  @ApiProperty({ example: 96.4 })
  deliveredShare: number;
}

export class GroupDeliveryDateDto extends DeliveryFiguresDto {
  bookingId: number;
  @ApiProperty({ format: 'date', example: '2026-11-20' })
  date: string;
  @ApiProperty({ enum: BOOKING_STATUSES })
  status: BookingStatus;
  /** Time of the latest play that date; null before the first. */
  @ApiProperty({ type: Date, nullable: true })
  lastPlayAt: Date | null;
}

export class DeliveryNamedDto {
  id: number;
  name: string;
}

/** GET /api/tenant/bookings/{groupId}/delivery. */
export class GroupDeliveryDto {
  @ApiProperty({ format: 'uuid' })
  groupId: string;
  display: DeliveryNamedDto;
  adCreative: DeliveryNamedDto;
  /** Time zone in which the dates are counted. */
  timeZone: string;
  /** Sums over the confirmed dates. */
  total: DeliveryFiguresDto;
  /** Every date of the group, earliest first, whatever its state. */
  dates: GroupDeliveryDateDto[];
}

export class DisplayDeliveryDateDto extends DeliveryFiguresDto {
  @ApiProperty({ format: 'date', example: '2026-11-20' })
  date: string;
}

/** GET /api/host/displays/{id}/delivery: confirmed airtime and plays per date of one of the host's displays. */
export class DisplayDeliveryDto {
  displayId: number;
  displayName: string;
  timeZone: string;
  /** Hours that can be sold per date (end time − start time). */
  capacityHours: number;
  @ApiProperty({ format: 'date' })
  from: string;
  @ApiProperty({ format: 'date' })
  to: string;
  /** Sums over the range's dates. */
  total: DeliveryFiguresDto;
  /** Every date from `from` to `to`, zeros included. */
  days: DisplayDeliveryDateDto[];
}
