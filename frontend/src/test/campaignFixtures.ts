import type { AdminCampaign, Campaign, CampaignDetail } from '../api/campaigns';

/** A campaign as GET /api/tenant/campaigns lists it: 2 screens, 5 dates, 2 hours a day, pending. */
export function campaign(overrides: Partial<Campaign> = {}): Campaign {
  return {
    id: 12,
    name: 'Tempe cafes',
    status: 'pending',
    mode: 'all',
    firstDate: '2026-12-07',
    lastDate: '2026-12-11',
    totalPrice: '300.00',
    cpm: '100.00',
    adCreativeId: 3,
    hoursPerDay: 2,
    displayCount: 2,
    estimatedImpressions: 3000,
    createdAt: '2026-11-27T17:00:00.000Z',
    ...overrides,
  };
}

/** The same campaign with its groups and delivery (GET /api/tenant/campaigns/{id}). */
export function campaignDetail(overrides: Partial<CampaignDetail> = {}): CampaignDetail {
  const group = (n: number) => `${n}1111111-1111-4111-8111-111111111111`;
  return {
    ...campaign(),
    groups: [
      { groupId: group(1), displayId: 1, dates: ['2026-12-07'], hoursBooked: 2, totalPrice: '100.00' },
      { groupId: group(2), displayId: 2, dates: ['2026-12-07'], hoursBooked: 2, totalPrice: '200.00' },
    ],
    delivery: [
      {
        groupId: group(1),
        displayId: 1,
        displayName: 'Gym Lobby',
        city: 'Tempe',
        hoursBooked: 10,
        plays: 360,
        deliveredSeconds: 3600,
        estimatedImpressionsDelivered: 100,
      },
      {
        groupId: group(2),
        displayId: 2,
        displayName: 'Mill Cafe',
        city: 'Tempe',
        hoursBooked: 10,
        plays: 0,
        deliveredSeconds: 0,
        estimatedImpressionsDelivered: 0,
      },
    ],
    ...overrides,
  };
}

/** A campaign in the back office (GET /api/admin/campaigns). */
export function adminCampaign(overrides: Partial<AdminCampaign> = {}): AdminCampaign {
  return { ...campaign(), tenantId: 7, tenant: { id: 7, username: 'ana' }, ...overrides };
}
