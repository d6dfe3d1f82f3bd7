import type { FixedClock } from '../../src/common/clock/clock';
import sharp from 'sharp';
import type TestAgent from 'supertest/lib/agent';
import type { TestApp } from './test-app';
import { signedInAs, signedInAsAdmin } from './test-app';

/** A display body hosts can post; 09:00–17:00 gives 8 hours of capacity. */
export const displayBody = (name: string, overrides: Record<string, unknown> = {}) => ({
  name,
  streetAddress: '1 E Washington St',
  city: 'Phoenix',
  state: 'AZ',
  zipCode: '85004',
  startTime: '09:00',
  endTime: '17:00',
  pricePerHour: '20.00',
  locationType: 'indoor',
  coordinates: { lat: 33.4485, lng: -112.0738 },
  ...overrides,
});

/**
 * Window Rock, in the Navajo Nation, which keeps daylight saving time: where a display on
 * `America/Denver` time is (docs/product-rules.md §2.4). Spread it into a display body.
 */
export const NAVAJO_NATION = {
  streetAddress: '100 Parkway Ave',
  city: 'Window Rock',
  state: 'AZ',
  zipCode: '86515',
  coordinates: { lat: 35.6803, lng: -109.0526 },
  timeZone: 'America/Denver',
} as const;

/** A new display of `host`, approved by `admin`. */
export async function approvedDisplay(host: TestAgent, admin: TestAgent, name = 'Booked screen', overrides: Record<string, unknown> = {}) {
  const res = await host.post('/api/displays').send(displayBody(name, overrides));
  if (res.status !== 201) throw new Error(`create display failed: ${res.status} ${JSON.stringify(res.body)}`);
  await admin.post(`/api/admin/displays/${res.body.id}/approve`).send({ approved: true }).expect(200);
  return res.body as { id: number; name: string; timeZone: string };
}

let png: Promise<Buffer> | undefined;

/** A small PNG creative uploaded by `tenant`, still pending review. */
export async function pendingCreative(
  tenant: TestAgent,
  name = 'Ad',
): Promise<{ id: number; name: string; thumbnailUrl: string; fileUrl: string }> {
  png ??= sharp({ create: { width: 64, height: 36, channels: 3, background: '#224488' } })
    .png()
    .toBuffer();
  const res = await tenant
    .post('/api/tenant/ad-creatives')
    .send({ name, fileUrl: `data:image/png;base64,${(await png).toString('base64')}`, dimensions: '64x36' });
  if (res.status !== 201) throw new Error(`upload failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** A creative of `tenant`, approved by `admin`. */
export async function approvedCreative(tenant: TestAgent, admin: TestAgent, name = 'Ad') {
  const creative = await pendingCreative(tenant, name);
  await admin.post(`/api/admin/ad-creatives/${creative.id}/approve`).send({ approved: true }).expect(200);
  return creative;
}

/** A signed-in tenant with one approved creative. */
export async function tenantWithCreative(t: TestApp, admin: TestAgent, username?: string) {
  const tenant = await signedInAs(t, 'tenant', username);
  const creative = await approvedCreative(tenant.agent, admin, `${tenant.user.username} ad`);
  return { ...tenant, creative };
}

export type TenantWithCreative = Awaited<ReturnType<typeof tenantWithCreative>>;

/**
 * The cast of a tenant's own-data tests: the admin, a host with one approved display (09:00–17:00
 * unless `overrides` say otherwise) and two tenants, each with an approved creative.
 */
export async function twoTenantsAndADisplay(
  t: TestApp,
  displayName: string,
  [alice, bob]: [string, string],
  overrides: Record<string, unknown> = {},
) {
  const admin = (await signedInAsAdmin(t)).agent;
  const host = (await signedInAs(t, 'host')).agent;
  const display = await approvedDisplay(host, admin, displayName, overrides);
  return { admin, host, display, alice: await tenantWithCreative(t, admin, alice), bob: await tenantWithCreative(t, admin, bob) };
}

/** The request body of a bulk booking. */
export const bulk = (displayId: number, adCreativeId: number, dates: string[], hoursBooked = 1, extra: Record<string, unknown> = {}) => ({
  bookings: dates.map((bookingDate) => ({ displayId, adCreativeId, bookingDate, hoursBooked, ...extra })),
});

/** Sum of hours held (pending + confirmed) on one display and date. */
export async function soldHours(t: TestApp, displayId: number, date: string): Promise<number> {
  const [row] = await t.orm.em
    .fork()
    .getConnection()
    .execute(
      `select coalesce(sum(hours_booked), 0)::int as n from bookings where display_id = ? and booking_date = ? and status in ('pending', 'confirmed')`,
      [displayId, date],
    );
  return row.n;
}

export async function bookingCount(t: TestApp): Promise<number> {
  const [row] = await t.orm.em.fork().getConnection().execute('select count(*)::int as n from bookings');
  return row.n;
}

/**
 * Runs `act` at 09:00 in Phoenix on the clock's current Phoenix date (when that is earlier than
 * now), then puts the clock back: tests that book "today" at 23:30 to probe the time zone
 * would otherwise find today's hours over (docs/product-rules.md §3.5).
 */
export async function atOpeningTime<T>(clock: FixedClock, act: () => Promise<T>): Promise<T> {
  const now = clock.now();
  const phoenixDate = new Date(now.getTime() - 7 * 3_600_000).toISOString().slice(0, 10);
  const opening = new Date(`${phoenixDate}T16:00:00Z`); // 09:00 in Phoenix (UTC−7 all year)
  if (opening >= now) return act();
  clock.set(opening);
  try {
    return await act();
  } finally {
    clock.set(now);
  }
}
