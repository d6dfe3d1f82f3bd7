import { ADMIN_LOGIN, registered, signedIn } from './api';
import { approvedCreative } from './creatives';
import { createDisplay } from './displays';

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
 * positions, far enough apart not to cluster), and a tenant with an approved creative
 * (docs/campaigns.md).
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
  const host = await registered(baseURL, `chost-${suffix}`, 'host');
  const tenant = await registered(baseURL, seed.tenantName, 'tenant');
  const admin = await signedIn(baseURL, ADMIN_LOGIN);
  for (const screen of seed.screens) {
    const overrides = {
      city: seed.city,
      pricePerHour: screen.price,
      coordinates: { lat: screen.lat, lng: screen.lng },
      ...(screen.audience !== null && { audiencePerHour: screen.audience }),
    };
    await createDisplay(host, screen.name, overrides, admin);
  }
  await approvedCreative(tenant, admin, seed.creativeName);
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
