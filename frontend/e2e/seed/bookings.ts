import { expect, type APIRequestContext } from '@playwright/test';
import { ADMIN_LOGIN, ok, registered, signedIn } from './api';
import { approvedCreative } from './creatives';
import { createDisplay } from './displays';

/** Books `hours` on each date of one display with one creative: the tenant's pending request. */
export async function book(tenant: APIRequestContext, displayId: number, adCreativeId: number, dates: string[], hours: number) {
  return ok<{ groupId: string; totalPrice: string }>(
    await tenant.post('/api/tenant/bookings/bulk', {
      data: { bookings: dates.map((bookingDate) => ({ displayId, adCreativeId, bookingDate, hoursBooked: hours })) },
    }),
    `book ${dates.join(', ')} × ${hours} h`,
  );
}

/** Books, then the admin confirms and marks the group paid: what a player is given to play. */
export async function bookConfirmPaid(
  tenant: APIRequestContext,
  admin: APIRequestContext,
  displayId: number,
  adCreativeId: number,
  date: string,
  hours: number,
) {
  const { groupId } = await book(tenant, displayId, adCreativeId, [date], hours);
  await ok(await admin.post(`/api/admin/bookings/groups/${groupId}/confirm`), 'confirm');
  await ok(await admin.post(`/api/admin/bookings/groups/${groupId}/paid`, { data: { paid: true } }), 'mark paid');
}

export interface FormSeed {
  hostName: string;
  tenantName: string;
  displayId: number;
  displayName: string;
  creativeId: number;
  creativeName: string;
  /** The tenant's API context, left open so a test can book through the API too. */
  tenant: APIRequestContext;
  dispose: () => Promise<void>;
}

/** A new host with an approved display (09:00–17:00, $12.50/h) and a new tenant with an approved 320x180 creative. */
export async function seedDisplayAndCreative(
  baseURL: string,
  label: string,
  names = { host: 'fhost', tenant: 'ftenant' },
): Promise<FormSeed> {
  const suffix = `${label}${Date.now().toString(36)}`;
  const hostName = `${names.host}-${suffix}`;
  const tenantName = `${names.tenant}-${suffix}`;
  const displayName = `Grand Ave Screen ${suffix}`;
  const creativeName = `Spring Fair ${suffix}`;
  const host = await registered(baseURL, hostName, 'host');
  const tenant = await registered(baseURL, tenantName, 'tenant');
  const admin = await signedIn(baseURL, ADMIN_LOGIN);
  const display = await createDisplay(host, displayName, { targetAgeRanges: ['20-35'], targetAudiences: ['professionals'] }, admin);
  expect(display.dailyCapacityHours).toBe(8);
  const creative = await approvedCreative(tenant, admin, creativeName);
  await Promise.all([host.dispose(), admin.dispose()]);
  return {
    hostName,
    tenantName,
    displayId: display.id,
    displayName,
    creativeId: creative.id,
    creativeName,
    tenant,
    dispose: () => tenant.dispose(),
  };
}

/** Books `hours` on each date through the seed tenant's API context (pending requests). */
export async function bookThroughApi(seed: FormSeed, dates: string[], hours: number) {
  await book(seed.tenant, seed.displayId, seed.creativeId, dates, hours);
}

export interface Seeded {
  hostName: string;
  tenantName: string;
  displayName: string;
  creativeName: string;
  dates: string[];
}

/** A new host's approved display ($12.50/h), a new tenant's approved creative, and the tenant's pending request for `dates` × 2 hours. */
export async function seedBookingRequest(baseURL: string, label: string, dates: string[]): Promise<Seeded> {
  const seed = await seedDisplayAndCreative(baseURL, label, { host: 'bhost', tenant: 'btenant' });
  const booked = await book(seed.tenant, seed.displayId, seed.creativeId, dates, 2);
  expect(booked.totalPrice).toBe((12.5 * 2 * dates.length).toFixed(2));
  await seed.dispose();
  const { hostName, tenantName, displayName, creativeName } = seed;
  return { hostName, tenantName, displayName, creativeName, dates };
}
