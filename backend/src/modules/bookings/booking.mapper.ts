import { Injectable } from '@nestjs/common';
import { cpm } from '../../common/audience/impressions';
import { centsFromDecimal, formatCents } from '../../common/money/money';
import { FileUrls } from '../files/file-urls';
import type { GroupDateJson, GroupRow } from './booking-groups.sql';
import type { UpcomingRow } from './display-bookings.repository';
import type { BookingDateDto, BookingGroupDto } from './dto/booking-group.dto';
import type { TenantBookingDto } from './dto/tenant-booking.dto';
import type { UpcomingBookingDto } from './dto/upcoming-booking.dto';
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

/** A group's date from its JSON row: the price as two decimals. */
function groupDate(d: GroupDateJson): BookingDateDto {
  return { id: d.id, date: d.date, totalPrice: formatCents(centsFromDecimal(d.totalPrice)), paid: d.paid };
}

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

  toGroupDto(r: GroupRow): BookingGroupDto {
    const files = { contentHash: r.content_hash, contentType: r.content_type, thumbnailHash: r.thumbnail_hash };
    return {
      id: r.group_id,
      groupId: r.group_id,
      status: r.status,
      displayId: r.display_id,
      tenantId: r.tenant_id,
      adCreativeId: r.ad_creative_id,
      bookingDates: r.booking_dates.map(groupDate),
      cancelledDates: r.cancelled_dates.map((d) => ({ ...groupDate(d), cancelledAt: new Date(d.cancelledAt), cancelledBy: d.cancelledBy })),
      hoursBooked: r.hours_booked,
      totalPrice: formatCents(centsFromDecimal(r.total_price)),
      estimatedImpressions: Number(r.estimated_impressions),
      cpm: cpm(centsFromDecimal(r.total_price), Number(r.estimated_impressions)),
      campaignId: r.campaign_id,
      paid: r.paid,
      paidAt: r.paid_at ? new Date(r.paid_at) : null,
      notes: r.notes,
      firstDate: r.first_date,
      lastDate: r.last_date,
      createdAt: new Date(r.created_at),
      display: { name: r.display_name, streetAddress: r.street_address, city: r.city, state: r.state, zipCode: r.zip_code },
      tenant: { username: r.username },
      adCreative: { name: r.creative_name, fileUrl: this.fileUrl(files), thumbnailUrl: this.thumbnailUrl(files), dimensions: r.dimensions },
    };
  }

  toUpcomingDto(r: UpcomingRow): UpcomingBookingDto {
    const files = { contentHash: r.content_hash, contentType: r.content_type, thumbnailHash: r.thumbnail_hash };
    return {
      display: { id: r.display_id, name: r.display_name, streetAddress: r.street_address, city: r.city },
      tenant: { username: r.username },
      adCreative: { name: r.creative_name, fileUrl: this.fileUrl(files), thumbnailUrl: this.thumbnailUrl(files) },
      booking: { id: r.id, bookingDate: r.booking_date, hoursBooked: r.hours_booked, paid: r.paid },
    };
  }
}
