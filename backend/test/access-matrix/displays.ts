import type { Rows } from './entry';

/** Displays, their review and location changes, the public list and geocoding. */
export const DISPLAY_ROWS: Rows = {
  'GET /api/displays': {},
  'POST /api/displays': {},
  'PATCH /api/displays/{id}': { id: 'display', owner: 'host' },
  'DELETE /api/displays/{id}': { id: 'display', owner: 'host' },
  'GET /api/tenant/displays': {},
  'GET /api/tenant/displays/{id}': { id: 'display' },
  'GET /api/admin/displays/pending': {},
  'POST /api/admin/displays/{id}/approve': { id: 'display' },
  'GET /api/admin/displays': {},
  'GET /api/admin/displays/{id}': { id: 'display' },
  'GET /api/admin/display-changes': {},
  'POST /api/admin/display-changes/{id}/approve': { id: 'change' },
  'GET /api/public/displays': {},
  'GET /api/public/displays/cities': {},
  'GET /api/geocode/search': {},
};
