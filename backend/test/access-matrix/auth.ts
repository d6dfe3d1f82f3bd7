import type { Rows } from './entry';

/** Sign-in, accounts, health and files. */
export const AUTH_ROWS: Rows = {
  'GET /api/user': {},
  'POST /api/login': {},
  'POST /api/register': {},
  'POST /api/logout': {},
  'GET /api/health': {},
  'GET /api/health/live': {},
  'GET /api/files/{name}': { id: 'file' },
  'GET /api/account': {},
  'PATCH /api/account': {},
  'POST /api/account/password': {},
  'POST /api/password-reset': {},
  'POST /api/password-reset/confirm': {},
};
