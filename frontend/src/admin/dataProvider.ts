import { fetchUtils, type DataProvider } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';

/** Admin API calls carry the session cookie. */
export const httpClient = (url: string, options: fetchUtils.Options = {}) =>
  fetchUtils.fetchJson(url, { ...options, credentials: 'include' });

/**
 * react-admin resources whose name (= their route below /dashboard) differs
 * from their API path below /api/admin.
 */
export const RESOURCE_API_PATHS: Readonly<Record<string, string>> = {
  'review-ad-creatives': 'ad-creatives',
  'review-displays': 'displays',
  // Both booking screens read the booking groups, each with its own status filter (admin/bookings).
  'booking-requests': 'booking-groups',
  'confirmed-bookings': 'booking-groups',
};

const apiPath = (resource: string) => RESOURCE_API_PATHS[resource] ?? resource;

const rest = simpleRestProvider('/api/admin', httpClient);

/**
 * The back office's data: ra-data-simple-rest on /api/admin. List endpoints
 * must send a Content-Range header. Later issues add the resources.
 */
export const dataProvider: DataProvider = {
  getList: (resource, params) => rest.getList(apiPath(resource), params),
  getOne: (resource, params) => rest.getOne(apiPath(resource), params),
  getMany: (resource, params) => rest.getMany(apiPath(resource), params),
  getManyReference: (resource, params) => rest.getManyReference(apiPath(resource), params),
  create: (resource, params) => rest.create(apiPath(resource), params),
  update: (resource, params) => rest.update(apiPath(resource), params),
  updateMany: (resource, params) => rest.updateMany(apiPath(resource), params),
  delete: (resource, params) => rest.delete(apiPath(resource), params),
  deleteMany: (resource, params) => rest.deleteMany(apiPath(resource), params),
};
