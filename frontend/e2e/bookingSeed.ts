import { expect, request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import { deflateSync } from 'node:zlib';
import { E2E_ADMIN_CODE } from '../playwright.config';

/**
 * Seeding for the bookings browser tests, through the real API: one request
 * context (cookie jar) per user, so the browser page's own session is untouched.
 */

// --- a real PNG, made here (RGB, no filter, zlib), so no fixture file is needed ---
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A width × height PNG: a warm diagonal gradient with a light band, like a banner ad. */
export function makePng(width: number, height: number): Buffer {
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    rows[row] = 0; // filter: none
    for (let x = 0; x < width; x++) {
      const t = (x / width + y / height) / 2;
      const band = Math.abs(y - height / 2) < height / 8 && x > width / 8 && x < (width * 7) / 8;
      const rgb = band ? [255, 247, 237] : [Math.round(234 - 120 * t), Math.round(88 + 40 * t), Math.round(12 + 190 * t)];
      rows.set(rgb, row + 1 + x * 3);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

// --- seeding through the API ---

/** "YYYY-MM-DD" in Phoenix (the display's zone), `days` after today there. */
export function phoenixDate(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Phoenix' }).format(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** "2026-12-01" → "Dec 01, 2026" (what the screens show). */
export function shown(isoDate: string): string {
  const [y, m, d] = isoDate.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d)).toLocaleDateString('en-US', { timeZone: 'UTC', month: 'short', day: '2-digit', year: 'numeric' });
}

export async function ok<T>(response: Awaited<ReturnType<APIRequestContext['post']>>, what: string): Promise<T> {
  expect(response.ok(), `${what}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

export async function signedIn(baseURL: string, data: object, path = '/api/login'): Promise<APIRequestContext> {
  const context = await playwrightRequest.newContext({ baseURL });
  await ok(await context.post(path, { data }), `${path} ${JSON.stringify(data)}`);
  return context;
}

export const ADMIN_LOGIN = { username: 'admin', password: E2E_ADMIN_CODE, role: 'admin' };
export const PASSWORD = 'password-123';

/** Logs the browser page in (page.request shares the page's cookies). */
export async function logInPage(page: Page, data: object) {
  await page.request.post('/api/logout');
  await ok(await page.request.post('/api/login', { data }), 'page login');
}

export interface Seeded {
  hostName: string;
  tenantName: string;
  displayName: string;
  creativeName: string;
  dates: string[];
}

/**
 * A new host with an approved display ($12.50/h), a new tenant with an approved
 * 320x180 creative, and the tenant's pending request for `dates` × 2 hours.
 */
export async function seedBookingRequest(baseURL: string, label: string, dates: string[]): Promise<Seeded> {
  const suffix = `${label}${Date.now().toString(36)}`;
  const seeded: Seeded = {
    hostName: `bhost-${suffix}`,
    tenantName: `btenant-${suffix}`,
    displayName: `Roosevelt Row Screen ${suffix}`,
    creativeName: `Autumn Market ${suffix}`,
    dates,
  };
  const host = await signedIn(baseURL, { username: seeded.hostName, password: PASSWORD, role: 'host' }, '/api/register');
  const tenant = await signedIn(baseURL, { username: seeded.tenantName, password: PASSWORD, role: 'tenant' }, '/api/register');
  const admin = await signedIn(baseURL, ADMIN_LOGIN);

  const display = await ok<{ id: number }>(
    await host.post('/api/displays', {
      data: {
        name: seeded.displayName,
        streetAddress: '1 E Washington St',
        city: 'Phoenix',
        state: 'AZ',
        zipCode: '85004',
        startTime: '09:00',
        endTime: '17:00',
        pricePerHour: '12.50',
        locationType: 'indoor',
        isMobile: false,
        targetAgeRanges: [],
        targetAudiences: [],
        demographicNotes: '',
        operatingHours: '09:00-17:00',
        coordinates: { lat: 33.4484, lng: -112.074 },
      },
    }),
    'create display',
  );
  await ok(await admin.post(`/api/admin/displays/${display.id}/approve`, { data: { approved: true } }), 'approve display');

  const png = makePng(320, 180);
  const creative = await ok<{ id: number }>(
    await tenant.post('/api/tenant/ad-creatives', {
      data: { name: seeded.creativeName, fileUrl: `data:image/png;base64,${png.toString('base64')}`, dimensions: '320x180' },
    }),
    'upload creative',
  );
  await ok(await admin.post(`/api/admin/ad-creatives/${creative.id}/approve`, { data: { approved: true } }), 'approve creative');

  const booked = await ok<{ totalPrice: string }>(
    await tenant.post('/api/tenant/bookings/bulk', {
      data: { bookings: dates.map((bookingDate) => ({ displayId: display.id, adCreativeId: creative.id, bookingDate, hoursBooked: 2 })) },
    }),
    'book',
  );
  expect(booked.totalPrice).toBe((12.5 * 2 * dates.length).toFixed(2));
  await Promise.all([host.dispose(), tenant.dispose(), admin.dispose()]);
  return seeded;
}
