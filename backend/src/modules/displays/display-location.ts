import { BadRequestException } from '@nestjs/common';
import type { ServiceArea } from '../../common/service-area/service-area';
import { inServiceArea, outsideServiceAreaMessage } from '../../common/service-area/service-area';
import type { UpdateDisplayDto } from './dto/update-display.dto';

/** Where a display is: the fields that need the admin's review once it is approved (docs/product-rules.md §5.4). */
export interface DisplayLocation {
  streetAddress: string;
  city: string;
  state: string;
  zipCode: string;
  latitude: number | null;
  longitude: number | null;
}

/** The location fields of the create/edit body. */
type LocationBody = Pick<UpdateDisplayDto, 'streetAddress' | 'city' | 'state' | 'zipCode' | 'coordinates'>;

/** The location of a display or a change. */
export function locationOf(l: DisplayLocation): DisplayLocation {
  return { streetAddress: l.streetAddress, city: l.city, state: l.state, zipCode: l.zipCode, latitude: l.latitude, longitude: l.longitude };
}

/** Whether the body sends any location field. */
export function sendsLocation(body: LocationBody): boolean {
  return [body.streetAddress, body.city, body.state, body.zipCode, body.coordinates].some((v) => v !== undefined);
}

/** `base` with the location fields the body sends. */
export function mergeLocation(base: DisplayLocation, body: LocationBody): DisplayLocation {
  return {
    streetAddress: body.streetAddress ?? base.streetAddress,
    city: body.city ?? base.city,
    state: body.state ?? base.state,
    zipCode: body.zipCode ?? base.zipCode,
    latitude: body.coordinates ? body.coordinates.lat : base.latitude,
    longitude: body.coordinates ? body.coordinates.lng : base.longitude,
  };
}

export function sameLocation(a: DisplayLocation, b: DisplayLocation): boolean {
  return (
    a.streetAddress === b.streetAddress &&
    a.city === b.city &&
    a.state === b.state &&
    a.zipCode === b.zipCode &&
    a.latitude === b.latitude &&
    a.longitude === b.longitude
  );
}

/**
 * docs/product-rules.md §10.4: a display's state is the service area's and its coordinates are
 * inside its box, else 400 "Displays must be located in Arizona". Create and edit call this.
 */
export function assertInServiceArea(area: ServiceArea, l: DisplayLocation): void {
  const inside = l.latitude !== null && l.longitude !== null && inServiceArea(area, { state: l.state, lat: l.latitude, lng: l.longitude });
  if (!inside) throw new BadRequestException(outsideServiceAreaMessage(area));
}
