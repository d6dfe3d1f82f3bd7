import type { Rows } from './entry';

export const CAMPAIGN_ROWS: Rows = {
  'POST /api/tenant/campaigns/quote': {},
  'POST /api/tenant/campaigns/plan': {},
  'POST /api/tenant/campaigns': {},
  'GET /api/tenant/campaigns': {},
  'GET /api/tenant/campaigns/{id}': { id: 'campaign', owner: 'tenant' },
  'GET /api/admin/campaigns': {},
  'POST /api/admin/campaigns/{id}/confirm': { id: 'campaign' },
  'POST /api/admin/campaigns/{id}/reject': { id: 'campaign' },
  'POST /api/admin/campaigns/{id}/paid': { id: 'campaign' },
};
