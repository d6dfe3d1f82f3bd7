import { keepPreviousData, useMutation, useQueries, useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from './client';
import { ApiError, readErrorText } from './errors';
import { createSubmitKeys } from './idempotency';
import { request, requestExistingPage } from './request';
import type { components } from './schema';

type Schemas = components['schemas'];

/**
 * A booking group (docs/bookings.md): the dates of one request, sharing display,
 * tenant, ad creative and hours per day. `id` = `groupId`; `bookingDates`,
 * `totalPrice` and `paid` cover the dates in the group's state only.
 */
export type BookingGroup = Schemas['BookingGroupDto'];
export type BookingGroupStatus = BookingGroup['status'];
export type BookingDate = BookingGroup['bookingDates'][number];
/** One confirmed booking on one of the host's displays (GET /api/host/displays/upcoming-bookings). */
export type UpcomingBooking = Schemas['UpcomingBookingDto'];
/** The server's configured horizon, hold and pending cap (texts name them from here, never from a constant). */
export type BookingLimits = Schemas['BookingLimitsDto'];

/** docs/product-rules.md §18: the booking screens poll every 30 s. */
export const BOOKINGS_POLL_MS = 30_000;

/** Query keys are the URLs read (docs/product-rules.md §16). */
const UPCOMING_BOOKINGS_KEY = ['/api/host/displays/upcoming-bookings'] as const;

/** How many upcoming bookings a page of cards shows. */
export const UPCOMING_PER_PAGE = 24;

/**
 * GET /api/host/displays/upcoming-bookings: one page (0-based; the last one if `page` is past it)
 * of the host's confirmed bookings from today on, soonest first, and how many there are
 * (docs/bookings.md).
 */
export function useUpcomingBookings(page: number) {
  return useQuery({
    queryKey: [...UPCOMING_BOOKINGS_KEY, page],
    queryFn: ({ signal }) =>
      requestExistingPage(
        (range) => api.GET('/api/host/displays/upcoming-bookings', { params: { query: { range } }, signal }),
        page,
        UPCOMING_PER_PAGE,
        readErrorText,
      ),
    refetchInterval: BOOKINGS_POLL_MS,
    // Paging keeps the last page on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });
}

// --- the tenant's booking form (/dashboard/browse-displays/{id}) ---

/** POST /api/tenant/bookings/bulk: one item per date (docs/product-rules.md §13.4). */
export type BookingRequest = Schemas['CreateBookingsDto'];
/** 201 of the bulk request: the new group, its bookings (earliest first) and the server's total. */
export type BookingResult = Schemas['BulkBookingResultDto'];
/** A date a booking 409 refuses, with the hours still free on it (the 409's `details`). */
export interface FullDate {
  date: string;
  freeHours: number;
}

const isFullDate = (item: unknown): item is FullDate =>
  typeof item === 'object' &&
  item !== null &&
  typeof (item as FullDate).date === 'string' &&
  typeof (item as FullDate).freeHours === 'number';

/** The full dates of a refused booking request (409 `{statusCode, message, details: [{date, freeHours}]}`), else none. */
export function fullDatesOf(error: unknown): FullDate[] {
  if (!(error instanceof ApiError) || error.status !== 409 || !Array.isArray(error.details)) return [];
  return error.details.filter(isFullDate);
}

/** GET /api/tenant/displays/{id}/availability: free hours per date in the display's zone. */
export type Availability = Schemas['AvailabilityDto'];

export const TENANT_BOOKINGS_KEY = ['/api/tenant/bookings'] as const;
/** One of the tenant's bookings (one date) as GET /api/tenant/bookings lists it. */
export type TenantBooking = Schemas['TenantBookingDto'];

/** The availability reads of one display all start with this key. */
export function availabilityKey(displayId: number) {
  return [`/api/tenant/displays/${displayId}/availability`] as const;
}

/** Free hours per date over every range read, plus the display's today (its zone) and capacity. */
export interface MergedAvailability {
  free: ReadonlyMap<string, number>;
  today: string | undefined;
  capacityHours: number | undefined;
  /** One result per range asked, in the same order. */
  results: UseQueryResult<Availability, Error>[];
}

function mergeAvailability(results: UseQueryResult<Availability, Error>[]): MergedAvailability {
  const free = new Map<string, number>();
  let today: string | undefined;
  let capacityHours: number | undefined;
  for (const { data } of results) {
    if (!data) continue;
    for (const day of data.days) free.set(day.date, day.freeHours);
    if (!today || data.today > today) today = data.today;
    capacityHours = data.capacityHours;
  }
  return { free, today, capacityHours, results };
}

/**
 * GET /api/tenant/displays/{id}/availability for each range (≤ 92 days each;
 * the form asks per month). Polled every 30 s (docs/product-rules.md §18) and read again when a
 * range comes back into view.
 */
export function useDisplayAvailability(displayId: number, ranges: readonly { from: string; to: string }[]) {
  return useQueries({
    queries: ranges.map(({ from, to }) => ({
      queryKey: [...availabilityKey(displayId), { from, to }] as const,
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        request(
          () => api.GET('/api/tenant/displays/{id}/availability', { params: { path: { id: displayId }, query: { from, to } }, signal }),
          readErrorText,
        ),
      staleTime: 0,
      refetchInterval: BOOKINGS_POLL_MS,
    })),
    combine: mergeAvailability,
  });
}

/**
 * POST /api/tenant/bookings/bulk, with an Idempotency-Key per submit (the same one
 * when the same submit is retried). Success refreshes the tenant's bookings (docs/product-rules.md §16) and analytics, and marks the display's availability out of date (the
 * form is left, so it is read again next time); a failure (e.g. a 409: the
 * dates filled up meanwhile) reads the shown availability again before the
 * promise settles. Failures reject with the server's message.
 */
export function useCreateBookings(displayId: number) {
  const queryClient = useQueryClient();
  const [keys] = useState(createSubmitKeys);
  return useMutation({
    mutationFn: (body: BookingRequest) =>
      request(() => api.POST('/api/tenant/bookings/bulk', { body, params: { header: { 'Idempotency-Key': keys.keyFor(body) } } })),
    onSuccess: () => {
      keys.succeeded();
      void queryClient.invalidateQueries({ queryKey: availabilityKey(displayId), refetchType: 'none' });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: TENANT_BOOKINGS_KEY }),
        queryClient.invalidateQueries({ queryKey: ['/api/tenant/analytics'] }),
      ]);
    },
    onError: () => queryClient.invalidateQueries({ queryKey: availabilityKey(displayId) }),
  });
}
