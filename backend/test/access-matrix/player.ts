import type { Rows } from './entry';

/** The kiosk player and its pairing. */
export const PLAYER_ROWS: Rows = {
  'POST /api/displays/authenticate': {},
  'GET /api/displays/verify-auth': {},
  'GET /api/displays/{id}/schedule': { id: 'display' },
  'POST /api/displays/{id}/impression': { id: 'display' },
  'POST /api/displays/{id}/plays': { id: 'display' },
  'POST /api/displays/{id}/sync': { id: 'display' },
  'PUT /api/displays/{id}/pairing': { id: 'display', owner: 'host' },
  'POST /api/displays/{id}/pairing/reset': { id: 'display', owner: 'host' },
};
