import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { ADMIN_LOGIN, makePng, ok, PASSWORD, signedIn } from './bookingSeed';

/**
 * Seeding for the booking form's browser test, through the real API (one
 * request context per user): a new host with an approved display (09:00–17:00,
 * $12.50/h) and a new tenant with an approved 320x180 creative. The tenant's
 * context stays open so the test can book through the API too.
 */
export interface FormSeed {
  hostName: string;
  tenantName: string;
  displayId: number;
  displayName: string;
  creativeId: number;
  creativeName: string;
  tenant: APIRequestContext;
  dispose: () => Promise<void>;
}

export async function seedDisplayAndCreative(baseURL: string, label: string): Promise<FormSeed> {
  const suffix = `${label}${Date.now().toString(36)}`;
  const hostName = `fhost-${suffix}`;
  const tenantName = `ftenant-${suffix}`;
  const displayName = `Grand Ave Screen ${suffix}`;
  const creativeName = `Spring Fair ${suffix}`;
  const host = await signedIn(baseURL, { username: hostName, password: PASSWORD, role: 'host' }, '/api/register');
  const tenant = await signedIn(baseURL, { username: tenantName, password: PASSWORD, role: 'tenant' }, '/api/register');
  const admin = await signedIn(baseURL, ADMIN_LOGIN);

  const display = await ok<{ id: number; pricePerHour: string; dailyCapacityHours: number }>(
    await host.post('/api/displays', {
      data: {
        name: displayName,
        streetAddress: '1 E Washington St',
        city: 'Phoenix',
        state: 'AZ',
        zipCode: '85004',
        startTime: '09:00',
        endTime: '17:00',
        pricePerHour: '12.50',
        locationType: 'indoor',
        isMobile: false,
        targetAgeRanges: ['20-35'],
        targetAudiences: ['professionals'],
        demographicNotes: 'Lobby of a busy office building.',
        operatingHours: '09:00-17:00',
        coordinates: { lat: 33.4484, lng: -112.074 },
      },
    }),
    'create display',
  );
  expect(display.dailyCapacityHours).toBe(8);
  await ok(await admin.post(`/api/admin/displays/${display.id}/approve`, { data: { approved: true } }), 'approve display');

  const png = makePng(320, 180);
  const creative = await ok<{ id: number }>(
    await tenant.post('/api/tenant/ad-creatives', {
      data: { name: creativeName, fileUrl: `data:image/png;base64,${png.toString('base64')}`, dimensions: '320x180' },
    }),
    'upload creative',
  );
  await ok(await admin.post(`/api/admin/ad-creatives/${creative.id}/approve`, { data: { approved: true } }), 'approve creative');
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

/** Books `hours` on each date through the tenant's API context (pending requests). */
export async function bookThroughApi(seed: FormSeed, dates: string[], hours: number) {
  await ok(
    await seed.tenant.post('/api/tenant/bookings/bulk', {
      data: {
        bookings: dates.map((bookingDate) => ({
          displayId: seed.displayId,
          adCreativeId: seed.creativeId,
          bookingDate,
          hoursBooked: hours,
        })),
      },
    }),
    `book ${dates.join(', ')} × ${hours} h`,
  );
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** The calendar's day button of an ISO date, paging months forward until it is shown. */
export async function calendarDay(page: Page, isoDate: string) {
  const [year, month, day] = isoDate.split('-').map(Number);
  const monthName = `${MONTHS[month - 1]} ${year}`;
  const grid = page.getByRole('grid', { name: monthName });
  for (let i = 0; i < 3 && !(await grid.isVisible()); i++) {
    await page.getByRole('button', { name: 'Go to the Next Month' }).click();
  }
  await expect(grid).toBeVisible();
  return grid.getByRole('button', { name: new RegExp(`^(Today, )?${MONTHS[month - 1]} ${day}, ${year},`) });
}
