import type { CreateDisplayBody, HostDisplay, LocationType, UpdateDisplayBody } from '../../../api/displays';
import { positionOf, type DisplayFormValues } from './displayForm';

// The display form and the API (docs/product-rules.md §16): the bodies it sends, and the form
// filled from a display for editing. The form's own rules are in displayForm.ts.

/** The POST /api/displays body (docs/product-rules.md §16): operatingHours "start-end", checked coordinates. */
export function toCreateBody(values: DisplayFormValues): CreateDisplayBody {
  return {
    name: values.name.trim(),
    streetAddress: values.streetAddress.trim(),
    city: values.city.trim(),
    state: values.state.trim(),
    zipCode: values.zipCode.trim(),
    startTime: values.startTime,
    endTime: values.endTime,
    operatingHours: `${values.startTime}-${values.endTime}`,
    pricePerHour: values.pricePerHour.trim(),
    locationType: values.locationType as LocationType,
    isMobile: values.isMobile,
    targetAgeRanges: values.targetAgeRanges,
    targetAudiences: values.targetAudiences,
    demographicNotes: values.demographicNotes.trim(),
    // Sent only when declared: leaving it out keeps "not declared".
    ...(values.audiencePerHour.trim() === '' ? {} : { audiencePerHour: Number(values.audiencePerHour) }),
    coordinates: positionOf(values) ?? { lat: Number.NaN, lng: Number.NaN },
    timeZone: values.timeZone,
  };
}

/** The PATCH /api/displays/{id} body: only the fields that differ from what the form was opened with. */
export function toUpdateBody(initial: DisplayFormValues, values: DisplayFormValues): UpdateDisplayBody {
  const before = toCreateBody(initial) as unknown as Record<string, unknown>;
  const after = toCreateBody(values) as unknown as Record<string, unknown>;
  // A cleared audience is absent from `after`: null withdraws it.
  if ('audiencePerHour' in before && !('audiencePerHour' in after)) after.audiencePerHour = null;
  const changed = Object.keys(after).filter((key) => JSON.stringify(after[key]) !== JSON.stringify(before[key]));
  return Object.fromEntries(changed.map((key) => [key, after[key]])) as UpdateDisplayBody;
}

/**
 * The form filled with a display (edit): its location is the one the host last asked for,
 * so a waiting location change is what the form shows (and sending it again changes nothing).
 */
export function formValuesOf(display: HostDisplay): DisplayFormValues {
  const place = display.pendingChange ?? display;
  return {
    name: display.name,
    streetAddress: place.streetAddress,
    city: place.city,
    state: place.state,
    zipCode: place.zipCode,
    startTime: display.startTime,
    endTime: display.endTime,
    pricePerHour: display.pricePerHour,
    locationType: display.locationType,
    isMobile: display.isMobile,
    targetAgeRanges: display.targetAgeRanges,
    targetAudiences: display.targetAudiences,
    demographicNotes: display.demographicNotes,
    audiencePerHour: display.audiencePerHour === null ? '' : String(display.audiencePerHour),
    latitude: place.latitude === null ? '' : String(place.latitude),
    longitude: place.longitude === null ? '' : String(place.longitude),
    timeZone: display.timeZone,
  };
}
