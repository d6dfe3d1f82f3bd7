import { makePng, ok, PASSWORD, ADMIN_LOGIN, signedIn } from './bookingSeed';

/** A display of the campaign tests: name, place, price and audience (null = not declared). */
interface SeedScreen {
  name: string;
  lat: number;
  lng: number;
  price: string;
  audience: number | null;
}

export interface CampaignSeed {
  tenantName: string;
  creativeName: string;
  /** A city of their own, so the filters and the planner see only these screens. */
  city: string;
  screens: SeedScreen[];
}

/**
 * A host with three approved displays in a city of their own (Phoenix, Tempe and Scottsdale
 * positions, far enough apart not to cluster), and a tenant with an approved creative.
 * Through the real API (docs/campaigns.md).
 */
export async function seedCampaignScreens(baseURL: string, label: string): Promise<CampaignSeed> {
  const suffix = `${label}${Date.now().toString(36)}`;
  const seed: CampaignSeed = {
    tenantName: `ctenant-${suffix}`,
    creativeName: `Cafe Launch ${suffix}`,
    city: `Campaignville ${suffix}`,
    screens: [
      { name: `Gym Lobby ${suffix}`, lat: 33.4484, lng: -112.074, price: '10.00', audience: 100 },
      { name: `Cafe Window ${suffix}`, lat: 33.4255, lng: -111.94, price: '20.00', audience: 200 },
      { name: `Downtown Board ${suffix}`, lat: 33.4942, lng: -111.9261, price: '30.00', audience: null },
    ],
  };
  const host = await signedIn(baseURL, { username: `chost-${suffix}`, password: PASSWORD, role: 'host' }, '/api/register');
  const tenant = await signedIn(baseURL, { username: seed.tenantName, password: PASSWORD, role: 'tenant' }, '/api/register');
  const admin = await signedIn(baseURL, ADMIN_LOGIN);
  for (const screen of seed.screens) {
    const display = await ok<{ id: number }>(
      await host.post('/api/displays', {
        data: {
          name: screen.name,
          streetAddress: '1 E Washington St',
          city: seed.city,
          state: 'AZ',
          zipCode: '85004',
          startTime: '09:00',
          endTime: '17:00',
          operatingHours: '09:00-17:00',
          pricePerHour: screen.price,
          locationType: 'indoor',
          isMobile: false,
          targetAgeRanges: [],
          targetAudiences: [],
          demographicNotes: '',
          ...(screen.audience !== null && { audiencePerHour: screen.audience }),
          coordinates: { lat: screen.lat, lng: screen.lng },
        },
      }),
      'create display',
    );
    await ok(await admin.post(`/api/admin/displays/${display.id}/approve`, { data: { approved: true } }), 'approve display');
  }
  const png = makePng(320, 180);
  const creative = await ok<{ id: number }>(
    await tenant.post('/api/tenant/ad-creatives', {
      data: { name: seed.creativeName, fileUrl: `data:image/png;base64,${png.toString('base64')}`, dimensions: '320x180' },
    }),
    'upload creative',
  );
  await ok(await admin.post(`/api/admin/ad-creatives/${creative.id}/approve`, { data: { approved: true } }), 'approve creative');
  await Promise.all([host.dispose(), tenant.dispose(), admin.dispose()]);
  return seed;
}

/** The weekdays (Monday to Friday) among "YYYY-MM-DD" dates from `from` to `to`. */
export function weekdayCount(from: string, to: string): number {
  let count = 0;
  for (let day = new Date(`${from}T12:00:00Z`); day <= new Date(`${to}T12:00:00Z`); day.setUTCDate(day.getUTCDate() + 1)) {
    if (day.getUTCDay() !== 0 && day.getUTCDay() !== 6) count += 1;
  }
  return count;
}
