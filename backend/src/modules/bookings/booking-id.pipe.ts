import { Injectable, NotFoundException, PipeTransform } from '@nestjs/common';
import { BOOKING_MESSAGES, MAX_ID } from './booking.constants';
import { isGroupId } from './admin-booking-list';

/** A booking id from the path; anything that can't be one is simply not found. */
@Injectable()
export class BookingIdPipe implements PipeTransform<string, number> {
  transform(value: string): number {
    const id = /^\d{1,10}$/.test(value) ? Number(value) : NaN;
    if (!Number.isInteger(id) || id < 1 || id > MAX_ID) throw new NotFoundException(BOOKING_MESSAGES.bookingNotFound);
    return id;
  }
}

/** A booking group id (uuid) from the path, lower-cased; anything else is not found. */
@Injectable()
export class GroupIdPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    if (!isGroupId(value)) throw new NotFoundException(BOOKING_MESSAGES.groupNotFound);
    return value.toLowerCase();
  }
}

/** A tenant's user id from the path; anything that can't be one is not found. */
@Injectable()
export class TenantIdPipe implements PipeTransform<string, number> {
  transform(value: string): number {
    const id = /^[1-9]\d{0,9}$/.test(value) ? Number(value) : NaN;
    if (!(id <= MAX_ID)) throw new NotFoundException(BOOKING_MESSAGES.tenantNotFound);
    return id;
  }
}
