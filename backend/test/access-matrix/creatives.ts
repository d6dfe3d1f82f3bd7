import type { Rows } from './entry';

export const CREATIVE_ROWS: Rows = {
  'GET /api/tenant/ad-creatives': {},
  'POST /api/tenant/ad-creatives': {},
  'GET /api/tenant/ad-creatives/{id}': { id: 'creative', owner: 'tenant' },
  'PATCH /api/tenant/ad-creatives/{id}': { id: 'creative', owner: 'tenant' },
  'DELETE /api/tenant/ad-creatives/{id}': { id: 'creative', owner: 'tenant' },
  'GET /api/admin/ad-creatives/pending': {},
  'GET /api/admin/ad-creatives': {},
  'GET /api/admin/ad-creatives/{id}': { id: 'creative' },
  'POST /api/admin/ad-creatives/{id}/approve': { id: 'creative' },
};
