import { fetchUtils, type DataProvider } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';
import { api } from '../api/client';
import type { BookingLimits } from '../api/bookings';
import type { AdCreativeReview, AdminAdCreative } from '../api/creatives';
import type { AdminDisplay, DisplayChange, ReviewDisplayBody } from '../api/displays';
import { readErrorText } from '../api/errors';
import { request } from '../api/request';
import { auditFilterForApi } from './auditLog/auditFilter';
import { AUDIT_LOG_RESOURCE } from './auditLog/resource';

/** Admin API calls carry the session cookie. */
const httpClient = (url: string, options: fetchUtils.Options = {}) => fetchUtils.fetchJson(url, { ...options, credentials: 'include' });

/**
 * react-admin resources whose name (= their route below /dashboard) differs
 * from their API path below /api/admin.
 */
const RESOURCE_API_PATHS: Readonly<Record<string, string>> = {
  'review-ad-creatives': 'ad-creatives',
  'review-displays': 'displays',
};

const apiPath = (resource: string) => RESOURCE_API_PATHS[resource] ?? resource;

const rest = simpleRestProvider('/api/admin', httpClient);

/** An admin's verdict on a display or an ad creative: `approved: false` rejects, with an optional note for its owner. */
export type Review = ReviewDisplayBody & AdCreativeReview;

/**
 * The back office's data, reads and writes: the standard methods are
 * ra-data-simple-rest on /api/admin (list endpoints send a Content-Range header);
 * the custom methods are the admin's actions, on the typed client. Reads fail
 * with "status: text", writes with the server's message.
 */
export interface AdminDataProvider extends DataProvider {
  /** GET /api/admin/displays/pending: displays waiting for review. */
  getPendingDisplays: () => Promise<AdminDisplay[]>;
  /** GET /api/admin/ad-creatives/pending: creatives waiting for review, oldest first. */
  getPendingCreatives: () => Promise<AdminAdCreative[]>;
  /** POST /api/admin/displays/{id}/approve. */
  approveDisplay: (id: number, review: Review) => Promise<unknown>;
  /** GET /api/admin/display-changes: hosts' new addresses of approved displays, waiting for review. */
  getPendingDisplayChanges: () => Promise<DisplayChange[]>;
  /** POST /api/admin/display-changes/{id}/approve: approving moves the display; rejecting keeps it, with a note for the host. */
  reviewDisplayChange: (id: number, review: Review) => Promise<unknown>;
  /** POST /api/admin/ad-creatives/{id}/approve. */
  approveCreative: (id: number, review: Review) => Promise<unknown>;
  /** POST /api/admin/bookings/groups/{groupId}/confirm: confirms the group's pending dates. */
  confirmGroup: (groupId: string) => Promise<unknown>;
  /** POST /api/admin/bookings/groups/{groupId}/reject {notes?}: the note is shown to the tenant. */
  rejectGroup: (groupId: string, notes?: string) => Promise<unknown>;
  /** POST /api/admin/bookings/groups/{groupId}/paid {paid}: marks the group's confirmed dates paid or unpaid. */
  setPaid: (groupId: string, paid: boolean) => Promise<unknown>;
  /** DELETE /api/admin/bookings/{id}: cancels one booking (one date). */
  deleteBooking: (id: number) => Promise<unknown>;
  /** DELETE /api/admin/bookings/groups/{groupId}: cancels every pending or confirmed date of the group. */
  deleteGroup: (groupId: string) => Promise<unknown>;
  /** GET /api/booking-limits: the server's hold, horizon and pending cap. */
  getBookingLimits: () => Promise<BookingLimits>;
  /** POST /api/admin/campaigns/{id}/confirm: confirms every group of the campaign still pending (docs/campaigns.md). */
  confirmCampaign: (id: number) => Promise<unknown>;
  /** POST /api/admin/campaigns/{id}/reject {note?}: rejects every group still pending. */
  rejectCampaign: (id: number, note?: string) => Promise<unknown>;
  /** POST /api/admin/campaigns/{id}/paid {paid}: every confirmed booking of the campaign. */
  setCampaignPaid: (id: number, paid: boolean) => Promise<unknown>;
  /** POST /api/admin/tenants/{tenantId}/pending-bookings/reject {notes?}: every pending group of the tenant at once. */
  rejectTenantPending: (tenantId: number, notes?: string) => Promise<{ rejectedGroups: number; rejectedBookings: number }>;
}

const groupPath = (groupId: string) => ({ params: { path: { groupId } } });
const idPath = (id: number) => ({ params: { path: { id } } });

export const dataProvider: AdminDataProvider = {
  // The audit log's day filters go out as the admin's local midnights (docs/accounts.md, "Audit log").
  getList: (resource, params) =>
    rest.getList(apiPath(resource), resource === AUDIT_LOG_RESOURCE ? { ...params, filter: auditFilterForApi(params.filter) } : params),
  getOne: (resource, params) => rest.getOne(apiPath(resource), params),
  getMany: (resource, params) => rest.getMany(apiPath(resource), params),
  getManyReference: (resource, params) => rest.getManyReference(apiPath(resource), params),
  create: (resource, params) => rest.create(apiPath(resource), params),
  update: (resource, params) => rest.update(apiPath(resource), params),
  updateMany: (resource, params) => rest.updateMany(apiPath(resource), params),
  delete: (resource, params) => rest.delete(apiPath(resource), params),
  deleteMany: (resource, params) => rest.deleteMany(apiPath(resource), params),

  getPendingDisplays: () => request(() => api.GET('/api/admin/displays/pending'), readErrorText),
  getPendingCreatives: () => request(() => api.GET('/api/admin/ad-creatives/pending'), readErrorText),
  approveDisplay: (id, body) => request(() => api.POST('/api/admin/displays/{id}/approve', { params: { path: { id } }, body })),
  getPendingDisplayChanges: () => request(() => api.GET('/api/admin/display-changes'), readErrorText),
  reviewDisplayChange: (id, body) => request(() => api.POST('/api/admin/display-changes/{id}/approve', { params: { path: { id } }, body })),
  approveCreative: (id, body) => request(() => api.POST('/api/admin/ad-creatives/{id}/approve', { params: { path: { id } }, body })),
  confirmGroup: (groupId) => request(() => api.POST('/api/admin/bookings/groups/{groupId}/confirm', groupPath(groupId))),
  rejectGroup: (groupId, notes) =>
    request(() => api.POST('/api/admin/bookings/groups/{groupId}/reject', { ...groupPath(groupId), body: notes ? { notes } : {} })),
  setPaid: (groupId, paid) =>
    request(() => api.POST('/api/admin/bookings/groups/{groupId}/paid', { ...groupPath(groupId), body: { paid } })),
  deleteBooking: (id) => request(() => api.DELETE('/api/admin/bookings/{id}', { params: { path: { id } } })),
  deleteGroup: (groupId) => request(() => api.DELETE('/api/admin/bookings/groups/{groupId}', groupPath(groupId))),
  getBookingLimits: () => request(() => api.GET('/api/booking-limits'), readErrorText),
  confirmCampaign: (id) => request(() => api.POST('/api/admin/campaigns/{id}/confirm', idPath(id))),
  rejectCampaign: (id, note) => request(() => api.POST('/api/admin/campaigns/{id}/reject', { ...idPath(id), body: note ? { note } : {} })),
  setCampaignPaid: (id, paid) => request(() => api.POST('/api/admin/campaigns/{id}/paid', { ...idPath(id), body: { paid } })),
  rejectTenantPending: (tenantId, notes) =>
    request(() =>
      api.POST('/api/admin/tenants/{tenantId}/pending-bookings/reject', { params: { path: { tenantId } }, body: notes ? { notes } : {} }),
    ),
};
