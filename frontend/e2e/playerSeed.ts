import type { APIRequestContext, Page } from '@playwright/test';
import { Client } from 'pg';
import { ADMIN_LOGIN, makePng, ok, PASSWORD, signedIn } from './bookingSeed';

/**
 * Seeding for the player's browser tests, through the real API: a display open
 * 00:00–23:00 (the widest hours there are) with two approved creatives, A and B,
 * each booked for today and confirmed and paid by the admin — what a player is
 * given to rotate.
 *
 * "Today" and "open now" depend on the display's zone. A display in Phoenix
 * shows nothing 23:00–24:00 there, so each seed picks the fixed-offset zone
 * (Etc/GMT±N) where it is about noon right now: open for hours either side,
 * whatever the time the tests run.
 */
export interface PlayerSeed {
  displayId: number;
  /** The display's host (password PASSWORD). */
  hostName: string;
  displayName: string;
  timeZone: string;
  /** Creative ids: A booked `hoursA`, B booked `hoursB`. */
  a: number;
  b: number;
}

/** The Etc/GMT zone whose local time is closest to noon now (Etc/GMT-5 is UTC+5). */
export function noonZone(now = new Date()): string {
  let offset = (12 - now.getUTCHours() + 24) % 24; // 0…23 hours ahead of UTC
  if (offset > 12) offset -= 24; // Etc/GMT spans UTC-12 … UTC+14
  if (offset === 0) return 'UTC';
  return `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
}

/** "YYYY-MM-DD" today in a zone. */
export function todayIn(timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());
}

async function bookConfirmPaid(
  tenant: APIRequestContext,
  admin: APIRequestContext,
  displayId: number,
  adCreativeId: number,
  date: string,
  hours: number,
) {
  const booked = await ok<{ groupId: string }>(
    await tenant.post('/api/tenant/bookings/bulk', {
      data: { bookings: [{ displayId, adCreativeId, bookingDate: date, hoursBooked: hours }] },
    }),
    `book ${hours} h`,
  );
  await ok(await admin.post(`/api/admin/bookings/groups/${booked.groupId}/confirm`), 'confirm');
  await ok(await admin.post(`/api/admin/bookings/groups/${booked.groupId}/paid`, { data: { paid: true } }), 'mark paid');
}

export async function seedPlayerDisplay(baseURL: string, label: string, hoursA = 3, hoursB = 1): Promise<PlayerSeed> {
  const suffix = `${label}${Date.now().toString(36)}`;
  const timeZone = noonZone();
  const displayName = `Kiosk ${suffix}`;
  const hostName = `phost-${suffix}`;
  const host = await signedIn(baseURL, { username: hostName, password: PASSWORD, role: 'host' }, '/api/register');
  const tenant = await signedIn(baseURL, { username: `ptenant-${suffix}`, password: PASSWORD, role: 'tenant' }, '/api/register');
  const admin = await signedIn(baseURL, ADMIN_LOGIN);

  const display = await ok<{ id: number }>(
    await host.post('/api/displays', {
      data: {
        name: displayName,
        streetAddress: '1 E Washington St',
        city: 'Phoenix',
        state: 'AZ',
        zipCode: '85004',
        startTime: '00:00',
        endTime: '23:00',
        operatingHours: '00:00-23:00',
        timeZone,
        pricePerHour: '5.00',
        locationType: 'indoor',
        isMobile: false,
        targetAgeRanges: [],
        targetAudiences: [],
        demographicNotes: '',
        coordinates: { lat: 33.4484, lng: -112.074 },
      },
    }),
    'create display',
  );
  await ok(await admin.post(`/api/admin/displays/${display.id}/approve`, { data: { approved: true } }), 'approve display');

  // Two different images (different sizes → different files), each a real PNG.
  const ids: number[] = [];
  for (const [name, png, dimensions] of [
    [`Ad A ${suffix}`, makePng(320, 180), '320x180'],
    [`Ad B ${suffix}`, makePng(240, 240), '240x240'],
  ] as const) {
    const creative = await ok<{ id: number }>(
      await tenant.post('/api/tenant/ad-creatives', {
        data: { name, fileUrl: `data:image/png;base64,${png.toString('base64')}`, dimensions },
      }),
      'upload creative',
    );
    await ok(await admin.post(`/api/admin/ad-creatives/${creative.id}/approve`, { data: { approved: true } }), 'approve creative');
    ids.push(creative.id);
  }
  const today = todayIn(timeZone);
  await bookConfirmPaid(tenant, admin, display.id, ids[0], today, hoursA);
  await bookConfirmPaid(tenant, admin, display.id, ids[1], today, hoursB);
  await Promise.all([host.dispose(), tenant.dispose(), admin.dispose()]);
  return { displayId: display.id, hostName, displayName, timeZone, a: ids[0], b: ids[1] };
}

/** A player token for a display, as the page's "Start Display" would get it. */
export async function playerToken(page: Page, displayId: number): Promise<string> {
  const answer = await ok<{ token: string }>(
    await page.request.post('/api/displays/authenticate', { data: { displayId } }),
    'authenticate',
  );
  return answer.token;
}

/** The plays stored for a display, read straight from the test server's database. */
export async function storedPlays(displayId: number): Promise<{ clientPlayId: string; adCreativeId: number }[]> {
  const client = new Client({ connectionString: `postgres://postgres:password@127.0.0.1:${process.env.E2E_PG_PORT ?? 55439}/screenspace` });
  await client.connect();
  try {
    const { rows } = await client.query<{ client_play_id: string; ad_creative_id: number }>(
      'select client_play_id, ad_creative_id from plays where display_id = $1 order by shown_at',
      [displayId],
    );
    return rows.map((r) => ({ clientPlayId: r.client_play_id, adCreativeId: r.ad_creative_id }));
  } finally {
    await client.end();
  }
}
