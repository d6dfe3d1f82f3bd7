import type { Rows } from './entry';

/** The audit log, administrators and notifications. */
export const ADMIN_ROWS: Rows = {
  'GET /api/admin/audit-log': {},
  'GET /api/admin/admins': {},
  'POST /api/admin/admins': {},
  'GET /api/notifications': {},
  'POST /api/notifications/read': {},
};
