import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { availabilityKey, BOOKINGS_POLL_MS, TENANT_BOOKINGS_KEY } from './bookings';
import { api } from './client';
import { readErrorText } from './errors';
import { type ListPage, MAX_PAGE_SIZE, pageRange, request, requestPage } from './request';
import type { components, operations } from './schema';

/** A booking group as the tenant sees it in "My Bookings" (docs/bookings.md). */
export type TenantBookingGroup = components['schemas']['BookingGroupDto'];
export type TenantBookingGroupStatus = TenantBookingGroup['status'];
/** One date of a group, with its price and whether it was paid. */
export type GroupDate = TenantBookingGroup['bookingDates'][number];
/** A cancelled date of a group: who cancelled it (`admin`: ScreenSpace) and when. */
export type CancelledGroupDate = TenantBookingGroup['cancelledDates'][number];
type ListQuery = NonNullable<operations['TenantBookingGroups_list']['parameters']['query']>;

/** Query keys are the URLs read; every "My Bookings" page starts with this key. */
export const TENANT_BOOKING_GROUPS_KEY = ['/api/tenant/booking-groups'] as const;

export type TenantBookingGroupsPage = ListPage<TenantBookingGroup>;

export interface TenantBookingGroupsParams {
  status?: TenantBookingGroupStatus;
  /** 0-based page number. */
  page: number;
  perPage: number;
}

/** The list protocol's query (JSON in sort, range and filter), newest request first. */
export function tenantBookingGroupsQuery({ status, page, perPage }: TenantBookingGroupsParams): ListQuery {
  return {
    sort: JSON.stringify(['createdAt', 'DESC']),
    range: pageRange(page, perPage),
    filter: JSON.stringify(status ? { status } : {}),
  } as ListQuery;
}

/** GET /api/tenant/booking-groups: one page of the tenant's own groups, filtered by state on the server. */
export function useTenantBookingGroups(params: TenantBookingGroupsParams) {
  return useQuery({
    queryKey: [...TENANT_BOOKING_GROUPS_KEY, params] as const,
    queryFn: ({ signal }): Promise<TenantBookingGroupsPage> =>
      requestPage(
        () => api.GET('/api/tenant/booking-groups', { params: { query: tenantBookingGroupsQuery(params) }, signal }),
        readErrorText,
      ),
    // Paging keeps the last page on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });
}

/** How many groups "Delivery per Booking" offers at most: one page of the list protocol. */
export const DELIVERY_CHOICES = MAX_PAGE_SIZE;

/**
 * GET /api/tenant/booking-groups for "Delivery per Booking": the groups with a confirmed date,
 * latest first date first, the first page of them; polled like the other booking screens.
 */
export function useConfirmedBookingGroups() {
  const query = {
    sort: JSON.stringify(['firstDate', 'DESC']),
    range: pageRange(0, DELIVERY_CHOICES),
    filter: JSON.stringify({ status: 'confirmed' }),
  } as ListQuery;
  return useQuery({
    queryKey: [...TENANT_BOOKING_GROUPS_KEY, query] as const,
    queryFn: ({ signal }) => requestPage(() => api.GET('/api/tenant/booking-groups', { params: { query }, signal }), readErrorText),
    refetchInterval: BOOKINGS_POLL_MS,
    staleTime: 0,
  });
}

/**
 * POST /api/tenant/booking-groups/{groupId}/cancel (docs/product-rules.md §4.10): the given
 * pending dates, or all of them. Afterwards My Bookings, the tenant's bookings and analytics are
 * read again, and so is the display's availability, so the booking calendar shows the hours back
 * at once.
 */
export function useCancelBookingGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ group, dates }: { group: TenantBookingGroup; dates?: string[] }) =>
      request(() =>
        api.POST('/api/tenant/booking-groups/{groupId}/cancel', {
          params: { path: { groupId: group.groupId } },
          body: dates ? { dates } : {},
        }),
      ),
    onSuccess: (_, { group }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: TENANT_BOOKING_GROUPS_KEY }),
        queryClient.invalidateQueries({ queryKey: availabilityKey(group.displayId) }),
        queryClient.invalidateQueries({ queryKey: TENANT_BOOKINGS_KEY }),
        queryClient.invalidateQueries({ queryKey: ['/api/tenant/analytics'] }),
      ]),
  });
}
