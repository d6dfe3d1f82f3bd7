import type { APIRequestContext } from '@playwright/test';
import { ok } from './api';

/** Downtown Phoenix, 09:00–17:00, $12.50 an hour: the display every seed starts from. */
export function displayBody(name: string, overrides: Record<string, unknown> = {}) {
  return {
    name,
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
    coordinates: { lat: 33.4484, lng: -112.074 },
    ...overrides,
  };
}

/** A display created by `host` and, when `admin` is given, approved. */
export async function createDisplay(
  host: APIRequestContext,
  name: string,
  overrides: Record<string, unknown> = {},
  admin?: APIRequestContext,
): Promise<{ id: number; dailyCapacityHours: number }> {
  const display = await ok<{ id: number; dailyCapacityHours: number }>(
    await host.post('/api/displays', { data: displayBody(name, overrides) }),
    'create display',
  );
  if (admin) await ok(await admin.post(`/api/admin/displays/${display.id}/approve`, { data: { approved: true } }), 'approve display');
  return display;
}
