import { Injectable } from '@nestjs/common';
import { formatCents } from '../displays/money';
import { FileUrls } from '../files/file-urls';
import { TenantBookingDto } from './dto/tenant-booking.dto';
import { Booking } from './entities/booking.entity';

/** The file columns of a creative, from an entity or a raw row. */
export interface CreativeFiles {
  contentHash: string;
  contentType: string;
  thumbnailHash: string;
}

/** What a tenant's view of one booking is made of: an entity with display and creative, or the fields of a new row. */
export type TenantBookingSource = Pick<
  Booking,
  'id' | 'groupId' | 'status' | 'bookingDate' | 'hoursBooked' | 'pricePerHourCents' | 'totalPriceCents' | 'paidAt' | 'notes' | 'createdAt'
> & {
  display: { id: number; name: string; city: string };
  adCreative: CreativeFiles & { id: number; name: string };
};

/** Booking rows → responses; creative files become URLs (as CreativeMapper builds them). */
@Injectable()
export class BookingMapper {
  constructor(private readonly urls: FileUrls) {}

  fileUrl(c: CreativeFiles): string {
    return this.urls.urlFor(c.contentHash, c.contentType);
  }

  /** Thumbnails are always WebP (CreativeImages makes them so). */
  thumbnailUrl(c: CreativeFiles): string {
    return this.urls.urlFor(c.thumbnailHash, 'image/webp');
  }

  /** Needs `display` and `adCreative` loaded. */
  toTenantDto(b: TenantBookingSource): TenantBookingDto {
    return {
      id: b.id,
      groupId: b.groupId,
      status: b.status,
      bookingDate: b.bookingDate,
      hoursBooked: b.hoursBooked,
      pricePerHour: formatCents(b.pricePerHourCents),
      totalPrice: formatCents(b.totalPriceCents),
      paid: b.paidAt !== null,
      notes: b.notes,
      createdAt: b.createdAt,
      display: { id: b.display.id, name: b.display.name, city: b.display.city },
      adCreative: { id: b.adCreative.id, name: b.adCreative.name, thumbnailUrl: this.thumbnailUrl(b.adCreative) },
    };
  }
}
