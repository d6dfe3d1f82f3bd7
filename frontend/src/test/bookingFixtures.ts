import type { BookingGroup, UpcomingBooking } from '../api/bookings';
import type { mockApi } from './mockApi';

/** A booking group as the admin endpoints return it (confirmed, unpaid, 3 dates × 2 hours at $12.50). */
export function bookingGroup(overrides: Partial<BookingGroup> = {}): BookingGroup {
  const groupId = overrides.groupId ?? overrides.id ?? '3f1c2a9e-8b7d-4c6e-9f01-23456789abcd';
  return {
    id: groupId,
    groupId,
    status: 'confirmed',
    displayId: 4,
    tenantId: 7,
    adCreativeId: 9,
    bookingDates: [
      { id: 101, date: '2026-12-01', totalPrice: '25.00', paid: false },
      { id: 102, date: '2026-12-02', totalPrice: '25.00', paid: false },
      { id: 103, date: '2026-12-03', totalPrice: '25.00', paid: false },
    ],
    cancelledDates: [],
    hoursBooked: 2,
    totalPrice: '75.00',
    estimatedImpressions: 0,
    cpm: null,
    campaignId: null,
    paid: false,
    paidAt: null,
    notes: null,
    firstDate: '2026-12-01',
    lastDate: '2026-12-03',
    createdAt: '2026-11-20T17:00:00.000Z',
    display: { name: 'Mill Ave Screen', streetAddress: '1 E Washington St', city: 'Phoenix', state: 'AZ', zipCode: '85004' },
    tenant: { username: 'ana' },
    adCreative: {
      name: 'Summer Sale',
      fileUrl: `/api/files/${'a'.repeat(64)}.png`,
      thumbnailUrl: `/api/files/${'b'.repeat(64)}.webp`,
      dimensions: '1920x1080',
    },
    ...overrides,
  };
}

/** One item of GET /api/host/displays/upcoming-bookings. */
export function upcomingBooking(
  overrides: { id?: number; bookingDate?: string; hoursBooked?: number; displayName?: string; paid?: boolean } = {},
): UpcomingBooking {
  const id = overrides.id ?? 201;
  return {
    display: { id: 4, name: overrides.displayName ?? 'Mill Ave Screen', streetAddress: '1 E Washington St', city: 'Phoenix' },
    tenant: { username: 'ana' },
    adCreative: { name: 'Summer Sale', fileUrl: `/api/files/${'a'.repeat(64)}.png`, thumbnailUrl: `/api/files/${'b'.repeat(64)}.webp` },
    booking: {
      id,
      bookingDate: overrides.bookingDate ?? '2026-12-01',
      hoursBooked: overrides.hoursBooked ?? 2,
      paid: overrides.paid ?? true,
    },
  };
}

/**
 * ra-data-simple-rest reads a list's total from Content-Range, which mockApi
 * does not send: add it to the successful answers of one list path.
 */
export function addContentRange(api: ReturnType<typeof mockApi>, path: string, resource: string) {
  const inner = api.fetchMock.getMockImplementation()!;
  api.fetchMock.mockImplementation(async (input, init) => {
    const response = await inner(input, init);
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.origin);
    if (url.pathname !== path || !response.ok) return response;
    const text = await response.text();
    const count = (JSON.parse(text) as unknown[]).length;
    const range = count === 0 ? `${resource} */0` : `${resource} 0-${count - 1}/${count}`;
    return new Response(text, { headers: { 'Content-Type': 'application/json', 'Content-Range': range } });
  });
}
