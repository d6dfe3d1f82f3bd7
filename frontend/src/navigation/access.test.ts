import { describe, expect, it } from 'vitest';
import { resolveRoute, type RouteDecision } from './access';

// Expected outcomes written out by hand from the rules in docs/product-rules.md §12 (not derived
// from access.ts), so a wrong rule there makes these fail.
// 'P:<page>' = page (layout checked separately), '→<path>' = redirect, '404' = not-found page.
type Expect = string;

const PATHS = [
  '/',
  '/login',
  '/register',
  '/partner',
  '/advertise',
  '/dashboard',
  '/dashboard/displays',
  '/dashboard/upcoming-bookings',
  '/dashboard/host-analytics',
  '/dashboard/browse-displays',
  '/dashboard/browse-displays/42',
  '/dashboard/ad-creatives',
  '/dashboard/analytics',
  '/dashboard/review-displays',
  '/dashboard/review-ad-creatives',
  '/dashboard/confirmed-bookings',
  '/dashboard/booking-requests',
  '/dashboard/no-such-page',
  '/dashboard/browse-displays/42/extra',
  '/no-such-page',
  '/dashboard/notifications',
  '/dashboard/account',
  '/reset-password',
] as const;

type Path = (typeof PATHS)[number];

const EXPECTED: Record<'visitor' | 'tenant' | 'host' | 'admin' | 'other', Record<Path, Expect>> = {
  visitor: {
    '/': 'P:landing',
    '/login': 'P:login',
    '/register': 'P:register',
    '/partner': 'P:partner',
    '/advertise': 'P:advertise',
    '/dashboard': '→/login',
    '/dashboard/displays': '→/login',
    '/dashboard/upcoming-bookings': '→/login',
    '/dashboard/host-analytics': '→/login',
    '/dashboard/browse-displays': '→/login',
    '/dashboard/browse-displays/42': '→/login',
    '/dashboard/ad-creatives': '→/login',
    '/dashboard/analytics': '→/login',
    '/dashboard/review-displays': '→/login',
    '/dashboard/review-ad-creatives': '→/login',
    '/dashboard/confirmed-bookings': '→/login',
    '/dashboard/booking-requests': '→/login',
    '/dashboard/no-such-page': '→/login',
    '/dashboard/browse-displays/42/extra': '→/login',
    '/no-such-page': '→/',
    '/dashboard/notifications': '→/login',
    '/dashboard/account': '→/login',
    // docs/notifications.md: a reset link opens whoever is signed in.
    '/reset-password': 'P:reset-password',
  },
  tenant: {
    '/': '→/dashboard',
    '/login': '→/dashboard',
    '/register': '→/dashboard',
    '/partner': '404',
    '/advertise': '404',
    '/dashboard': 'P:dashboard',
    '/dashboard/displays': '404',
    '/dashboard/upcoming-bookings': '404',
    '/dashboard/host-analytics': '404',
    '/dashboard/browse-displays': 'P:tenant-browse-displays',
    '/dashboard/browse-displays/42': 'P:tenant-display-booking',
    '/dashboard/ad-creatives': 'P:tenant-ad-creatives',
    '/dashboard/analytics': 'P:tenant-analytics',
    '/dashboard/review-displays': '404',
    '/dashboard/review-ad-creatives': '404',
    '/dashboard/confirmed-bookings': '404',
    '/dashboard/booking-requests': '404',
    '/dashboard/no-such-page': '404',
    '/dashboard/browse-displays/42/extra': '404',
    '/no-such-page': '404',
    '/dashboard/notifications': 'P:notifications',
    '/dashboard/account': 'P:account',
    // docs/notifications.md: a reset link opens whoever is signed in.
    '/reset-password': 'P:reset-password',
  },
  host: {
    '/': '→/dashboard',
    '/login': '→/dashboard',
    '/register': '→/dashboard',
    '/partner': '404',
    '/advertise': '404',
    '/dashboard': 'P:dashboard',
    '/dashboard/displays': 'P:host-displays',
    '/dashboard/upcoming-bookings': 'P:host-upcoming-bookings',
    '/dashboard/host-analytics': 'P:host-analytics',
    '/dashboard/browse-displays': '404',
    '/dashboard/browse-displays/42': '404',
    '/dashboard/ad-creatives': '404',
    '/dashboard/analytics': '404',
    '/dashboard/review-displays': '404',
    '/dashboard/review-ad-creatives': '404',
    '/dashboard/confirmed-bookings': '404',
    '/dashboard/booking-requests': '404',
    '/dashboard/no-such-page': '404',
    '/dashboard/browse-displays/42/extra': '404',
    '/no-such-page': '404',
    '/dashboard/notifications': 'P:notifications',
    '/dashboard/account': 'P:account',
    // docs/notifications.md: a reset link opens whoever is signed in.
    '/reset-password': 'P:reset-password',
  },
  admin: {
    '/': '→/dashboard',
    '/login': '→/dashboard',
    '/register': '→/dashboard',
    '/partner': '404',
    '/advertise': '404',
    '/dashboard': 'P:dashboard',
    '/dashboard/displays': '404',
    '/dashboard/upcoming-bookings': '404',
    '/dashboard/host-analytics': '404',
    '/dashboard/browse-displays': '404',
    '/dashboard/browse-displays/42': '404',
    '/dashboard/ad-creatives': '404',
    '/dashboard/analytics': '404',
    '/dashboard/review-displays': 'P:admin-review-displays',
    '/dashboard/review-ad-creatives': 'P:admin-review-ad-creatives',
    '/dashboard/confirmed-bookings': 'P:admin-confirmed-bookings',
    '/dashboard/booking-requests': 'P:admin-booking-requests',
    '/dashboard/no-such-page': '404',
    '/dashboard/browse-displays/42/extra': '404',
    '/no-such-page': '404',
    '/dashboard/notifications': 'P:notifications',
    '/dashboard/account': 'P:account',
    // docs/notifications.md: a reset link opens whoever is signed in.
    '/reset-password': 'P:reset-password',
  },
  // "A user with any other role sees the 404 page."
  other: {
    '/': '→/dashboard',
    '/login': '→/dashboard',
    '/register': '→/dashboard',
    '/partner': '404',
    '/advertise': '404',
    '/dashboard': '404',
    '/dashboard/displays': '404',
    '/dashboard/upcoming-bookings': '404',
    '/dashboard/host-analytics': '404',
    '/dashboard/browse-displays': '404',
    '/dashboard/browse-displays/42': '404',
    '/dashboard/ad-creatives': '404',
    '/dashboard/analytics': '404',
    '/dashboard/review-displays': '404',
    '/dashboard/review-ad-creatives': '404',
    '/dashboard/confirmed-bookings': '404',
    '/dashboard/booking-requests': '404',
    '/dashboard/no-such-page': '404',
    '/dashboard/browse-displays/42/extra': '404',
    '/no-such-page': '404',
    '/dashboard/notifications': '404',
    '/dashboard/account': '404',
    // docs/notifications.md: a reset link opens whoever is signed in.
    '/reset-password': 'P:reset-password',
  },
};

const ROLE_OF = { visitor: null, tenant: 'tenant', host: 'host', admin: 'admin', other: 'auditor' } as const;

function summarise(decision: RouteDecision): Expect {
  if (decision.kind === 'redirect') return `→${decision.to}`;
  return decision.page === 'not-found' ? '404' : `P:${decision.page}`;
}

describe('resolveRoute: every role × every route of docs/product-rules.md §12', () => {
  for (const [who, expected] of Object.entries(EXPECTED) as [keyof typeof EXPECTED, Record<Path, Expect>][]) {
    describe(`as ${who}`, () => {
      it.each(PATHS.map((path) => [path, expected[path]] as const))('%s → %s', (path, outcome) => {
        expect(summarise(resolveRoute(ROLE_OF[who], path))).toBe(outcome);
      });
    });
  }
});
