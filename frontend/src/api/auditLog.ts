import type { components } from './schema';

type Schemas = components['schemas'];

/**
 * The audit log and the admin accounts (docs/accounts.md, "Audit log", "Several admins"). The
 * back office reads and writes them through react-admin's data provider (`admin/dataProvider.ts`):
 * GET /api/admin/audit-log, GET and POST /api/admin/admins.
 */
export type AuditRecord = Schemas['AuditRecordDto'];
export type AdminAccount = Schemas['AdminAccountDto'];
export type CreateAdminBody = Schemas['CreateAdminDto'];
