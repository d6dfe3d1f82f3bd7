import { ApiProperty } from '@nestjs/swagger';

export class UpcomingDisplayDto {
  id: number;
  name: string;
  streetAddress: string;
  city: string;
}

export class UpcomingTenantDto {
  username: string;
}

export class UpcomingCreativeDto {
  name: string;
  fileUrl: string;
  thumbnailUrl: string;
}

export class UpcomingBookingInfoDto {
  id: number;
  @ApiProperty({ format: 'date', example: '2026-12-01' })
  bookingDate: string;
  hoursBooked: number;
  /** Marked paid by the admin: only paid bookings play on the screen (docs/product-rules.md §13.6). */
  paid: boolean;
}

/** A confirmed booking on one of the host's displays (docs/product-rules.md §13.6). */
export class UpcomingBookingDto {
  display: UpcomingDisplayDto;
  tenant: UpcomingTenantDto;
  adCreative: UpcomingCreativeDto;
  booking: UpcomingBookingInfoDto;
}
