/** The back office's admin accounts (/api/admin/admins): the resource name is also its path below /dashboard. */
export const ADMINS_RESOURCE = 'admins';
