/** The back office's audit log (/api/admin/audit-log): the resource name is also its path below /dashboard. */
export const AUDIT_LOG_RESOURCE = 'audit-log';
