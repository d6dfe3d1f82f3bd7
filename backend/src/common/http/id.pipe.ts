import { Injectable, NotFoundException, type PipeTransform } from '@nestjs/common';
import { NOT_FOUND } from './not-found';

/** Largest value of an integer id column: larger ids cannot exist. */
export const MAX_ID = 2_147_483_647;

const ID = /^[1-9]\d{0,9}$/;

/** A path id: digits only, no leading zeros, 1…MAX_ID; anything else is null. */
export function parseId(value: unknown): number | null {
  if (typeof value !== 'string' || !ID.test(value)) return null;
  const id = Number(value);
  return id <= MAX_ID ? id : null;
}

/**
 * The one rule for ids in paths (docs/accounts.md): an id that cannot exist is simply
 * not found — "abc", "0x10", "1e3", "007" and 2^31 all answer 404 with the resource's message.
 */
export abstract class IdPipe implements PipeTransform<string, number> {
  protected constructor(private readonly notFound: string) {}

  transform(value: string): number {
    const id = parseId(value);
    if (id === null) throw new NotFoundException(this.notFound);
    return id;
  }
}

@Injectable()
export class DisplayIdPipe extends IdPipe {
  constructor() {
    super(NOT_FOUND.display);
  }
}

/** A display's location change (admin review). */
@Injectable()
export class LocationChangeIdPipe extends IdPipe {
  constructor() {
    super(NOT_FOUND.locationChange);
  }
}

@Injectable()
export class CreativeIdPipe extends IdPipe {
  constructor() {
    super(NOT_FOUND.creative);
  }
}

@Injectable()
export class BookingIdPipe extends IdPipe {
  constructor() {
    super(NOT_FOUND.booking);
  }
}

/** A tenant's user id from the path; anything else is "Tenant not found". */
@Injectable()
export class TenantIdPipe extends IdPipe {
  constructor() {
    super(NOT_FOUND.tenant);
  }
}

/** A campaign's id; another tenant's is "Campaign not found" too (the service checks the owner). */
@Injectable()
export class CampaignIdPipe extends IdPipe {
  constructor() {
    super(NOT_FOUND.campaign);
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True for a uuid (booking group ids), in any case. */
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

/** A booking group id (uuid) from the path, lower-cased; anything else is "Booking group not found". */
@Injectable()
export class GroupIdPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    if (!isUuid(value)) throw new NotFoundException(NOT_FOUND.bookingGroup);
    return value.toLowerCase();
  }
}
