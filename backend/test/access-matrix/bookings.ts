import type { Rows } from './entry';

export const BOOKING_ROWS: Rows = {
  'POST /api/tenant/bookings/bulk': {},
  'GET /api/tenant/bookings': {},
  'GET /api/tenant/booking-groups': {},
  'POST /api/tenant/booking-groups/{groupId}/cancel': { id: 'group', owner: 'tenant' },
  'GET /api/tenant/displays/{id}/availability': { id: 'display' },
  'GET /api/host/displays/upcoming-bookings': {},
  'GET /api/booking-limits': {},
  'GET /api/admin/bookings/confirmed': {},
  'GET /api/admin/bookings/requests': {},
  'POST /api/admin/bookings/groups/{groupId}/confirm': { id: 'group' },
  'POST /api/admin/bookings/groups/{groupId}/reject': { id: 'group' },
  'POST /api/admin/bookings/groups/{groupId}/paid': { id: 'group' },
  'DELETE /api/admin/bookings/groups/{groupId}': { id: 'group' },
  'DELETE /api/admin/bookings/{id}': { id: 'booking' },
  'GET /api/admin/booking-groups': {},
  'GET /api/admin/booking-groups/{groupId}': { id: 'group' },
  'POST /api/admin/tenants/{tenantId}/pending-bookings/reject': { id: 'tenant' },
};
