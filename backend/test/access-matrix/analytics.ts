import type { Rows } from './entry';

export const ANALYTICS_ROWS: Rows = {
  'GET /api/host/analytics': {},
  'GET /api/host/analytics/daily': {},
  'GET /api/host/displays/{id}/delivery': { id: 'display', owner: 'host' },
  'GET /api/host/statements/{month}.csv': {},
  'GET /api/tenant/analytics': {},
  'GET /api/tenant/analytics/daily': {},
  'GET /api/tenant/bookings/{groupId}/delivery': { id: 'group', owner: 'tenant' },
  'GET /api/tenant/proof-of-play.csv': {},
};
