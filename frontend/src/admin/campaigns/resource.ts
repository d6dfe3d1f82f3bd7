/** The back office's campaigns (/api/admin/campaigns): the resource name is also its path below /dashboard. */
export const CAMPAIGNS_RESOURCE = 'campaigns';
