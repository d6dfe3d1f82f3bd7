import { screen } from '@testing-library/react';
import type { AdCreative } from '../api/creatives';
import { availabilityRoute } from './availabilityFixtures';
import { creative } from './creativeFixtures';
import { approvedDisplay } from './displayFixtures';
import { mockApi, signedInAs, type ApiCall, type MockReply } from './mockApi';
import { renderApp } from './renderApp';

type Route = MockReply | ((call: ApiCall) => MockReply | Promise<MockReply>);

export const SUMMER = creative({ id: 3, name: 'Summer Sale', status: 'approved', approved: true });
export const PENDING = creative({ id: 4, name: 'Winter Teaser', status: 'pending', approved: false });

export interface BookingPageOptions {
  today?: string;
  sold?: Record<string, number>;
  creatives?: AdCreative[];
  /** Replies to POST /api/tenant/bookings/bulk, or other routes. */
  routes?: Record<string, Route>;
  /** Arrive from Available Displays ("Book Now"), so that page's chunk is already loaded. */
  viaBrowse?: boolean;
}

/**
 * The display page of "Cafe Window" (id 42, $12.50/h, 8 hours a day) for a
 * signed-in tenant, with a fake availability server (today 2026-12-10 unless told).
 */
export async function openBookingPage(options: BookingPageOptions = {}) {
  const { today = '2026-12-10', sold = {}, creatives = [SUMMER, PENDING], routes = {}, viaBrowse = false } = options;
  const state = { today, sold };
  const cafe = approvedDisplay({ id: 42, name: 'Cafe Window', pricePerHour: '12.50' });
  const api = mockApi({
    'GET /api/user': signedInAs('tenant', 'ana'),
    'GET /api/tenant/displays': { body: [cafe] },
    'GET /api/tenant/displays/42': { body: cafe },
    'GET /api/tenant/displays/42/availability': availabilityRoute(() => ({ today: state.today, sold: state.sold })),
    'GET /api/tenant/ad-creatives': { body: creatives },
    ...routes,
  });
  const app = renderApp(viaBrowse ? '/dashboard/browse-displays' : '/dashboard/browse-displays/42');
  if (viaBrowse) await app.user.click(await screen.findByRole('link', { name: 'Book Now: Cafe Window' }, { timeout: 10000 }));
  await screen.findByRole('heading', { level: 1, name: 'Cafe Window' }, { timeout: 10000 });
  return { ...app, api, state };
}

/** A day of the calendar, by the start of its label ("December 12, 2026"). */
export const day = (label: string) => screen.findByRole('button', { name: new RegExp(`^(Today, )?${label},`) });
