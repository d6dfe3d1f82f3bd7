/**
 * The visitor pages of the entry chunk (docs/performance.md). No router here: the
 * entry must not pull react-router in, so the light pages are known by exact path
 * (publicEntry.test.ts checks them against the access rules).
 */
import type { PageId } from '../navigation/access';
import { ADVERTISE_PATH, HOME_PATH, LOGIN_PATH, PARTNER_PATH, REGISTER_PATH } from '../navigation/paths';

/** Rendered without router or data layer: their prerendered HTML hydrates in the entry chunk. */
export const LIGHT_PAGES: Readonly<Record<string, PageId>> = {
  [HOME_PATH]: 'landing',
  [PARTNER_PATH]: 'partner',
  [ADVERTISE_PATH]: 'advertise',
};

/** Prerendered at build: the light pages and the sign-in screens (the full app hydrates those). */
export const PRERENDERED_PATHS = [HOME_PATH, PARTNER_PATH, ADVERTISE_PATH, LOGIN_PATH, REGISTER_PATH] as const;

/** The light public page at a path (a trailing slash allowed), or null when the full app must load. */
export function lightPublicPage(pathname: string): PageId | null {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  return Object.hasOwn(LIGHT_PAGES, path) ? LIGHT_PAGES[path] : null;
}
