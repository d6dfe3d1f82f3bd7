import { Injectable, NotFoundException, PipeTransform } from '@nestjs/common';
import { IdPipe } from '../../common/http/id.pipe';
import { BOOKING_MESSAGES } from './booking.constants';
import { isGroupId } from './admin-booking-list';

@Injectable()
export class BookingIdPipe extends IdPipe {
  constructor() {
    super(BOOKING_MESSAGES.bookingNotFound);
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

/** A tenant's user id from the path (the common id rule); anything else is not found. */
@Injectable()
export class TenantIdPipe extends IdPipe {
  constructor() {
    super(BOOKING_MESSAGES.tenantNotFound);
  }
}
