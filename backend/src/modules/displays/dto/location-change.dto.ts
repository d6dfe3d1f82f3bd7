import { ApiProperty } from '@nestjs/swagger';
import { LOCATION_CHANGE_STATUSES, LocationChangeStatus } from '../entities/display-location-change.entity';

/** A new location a host asked for on an approved display (docs/product-rules.md §5.4). */
export class LocationChangeDto {
  id: number;
  streetAddress: string;
  city: string;
  /** Two-letter US state code. */
  state: string;
  zipCode: string;
  @ApiProperty({ example: 33.4484 })
  latitude: number;
  @ApiProperty({ example: -112.074 })
  longitude: number;
  @ApiProperty({ enum: LOCATION_CHANGE_STATUSES })
  status: LocationChangeStatus;
  /** The admin's note, e.g. why the change was rejected. */
  @ApiProperty({ type: String, nullable: true })
  approvalNotes: string | null;
  createdAt: Date;
  @ApiProperty({ type: Date, nullable: true })
  reviewedAt: Date | null;
}
