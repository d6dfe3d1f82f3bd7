import * as fs from 'fs';
import * as path from 'path';
import { ADMIN_ROWS } from './admin';
import { ANALYTICS_ROWS } from './analytics';
import { AUTH_ROWS } from './auth';
import { BOOKING_ROWS } from './bookings';
import { CAMPAIGN_ROWS } from './campaigns';
import { CREATIVE_ROWS } from './creatives';
import { DISPLAY_ROWS } from './displays';
import type { Rows } from './entry';
import { PLAYER_ROWS } from './player';

export type { Entry, Kind } from './entry';

/** One table from the domains' rows; an operation in two of them is a mistake, not an override. */
function merge(...parts: Rows[]): Rows {
  const all: Rows = {};
  for (const part of parts) {
    for (const [key, entry] of Object.entries(part)) {
      if (key in all) throw new Error(`access matrix: ${key} has two rows`);
      all[key] = entry;
    }
  }
  return all;
}

/**
 * Every operation of openapi.json, with what its path id names and who owns it: one matrix,
 * its rows kept per domain in this folder. A new route without a row fails the matrix's
 * first test: add it to its domain's file (or a new file listed here) before it ships.
 */
export const ROUTES: Rows = merge(
  AUTH_ROWS,
  CREATIVE_ROWS,
  DISPLAY_ROWS,
  BOOKING_ROWS,
  PLAYER_ROWS,
  ANALYTICS_ROWS,
  CAMPAIGN_ROWS,
  ADMIN_ROWS,
);

export interface Operation {
  key: string;
  method: string;
  template: string;
  access: string[];
}

const document = JSON.parse(fs.readFileSync(path.resolve(__dirname, '..', '..', '..', 'openapi.json'), 'utf8'));
const ORDER = ['GET', 'PUT', 'PATCH', 'POST', 'DELETE'];

/** The operations of openapi.json: reads first and deletions last, so that no check removes what a later one needs. */
export const operations: Operation[] = Object.entries(document.paths as Record<string, Record<string, { 'x-access': string[] }>>)
  .flatMap(([template, item]) =>
    Object.entries(item).map(([m, op]) => ({
      key: `${m.toUpperCase()} ${template}`,
      method: m.toUpperCase(),
      template,
      access: op['x-access'],
    })),
  )
  .toSorted((a, b) => ORDER.indexOf(a.method) - ORDER.indexOf(b.method));

export type Caller = 'visitor' | 'tenant' | 'host' | 'admin' | 'player';

/** What a caller should get from an operation declaring `access` (its x-access). */
export function expected(access: string[], caller: Caller): 'open' | 401 | 403 {
  if (access.includes('public')) return 'open';
  if (caller === 'visitor') return 401;
  if (caller === 'player') return access.includes('player') ? 'open' : 401;
  if (access.includes(caller)) return 'open';
  return access.every((a) => a === 'player') ? 401 : 403;
}
