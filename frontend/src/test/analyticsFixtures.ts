import type { DisplayDelivery, GroupDelivery, HostAnalytics, TenantAnalytics } from '../api/analytics';
import type { TenantBookingGroup } from '../api/tenantBookingGroups';
import { bookingGroup } from './bookingFixtures';

/** Answers of the analytics reads, as the server writes them (docs/analytics.md). */
export const hostAnalytics: HostAnalytics = {
  totalRevenue: 227.45,
  activeBookings: 4,
  totalImpressions: 12345,
  averageUtilization: 2,
  displayMetrics: [
    { displayId: 1, displayName: 'Mill Ave Screen', approved: true, revenue: 36.75, impressions: 5, utilization: 1.3 },
    { displayId: 2, displayName: 'Tempe Marketplace', approved: true, revenue: 0.7, impressions: 12340, utilization: 3.3 },
  ],
};

export const tenantAnalytics: TenantAnalytics = {
  summary: { totalAds: 3, activeAds: 1, totalImpressions: 703, totalBookings: 10 },
  adCreatives: [
    {
      adCreative: {
        id: 5,
        name: 'Summer Sale',
        fileUrl: '/api/files/a.png',
        thumbnailUrl: '/api/files/b.webp',
        dimensions: '1920x1080',
        totalImpressions: 703,
        deleted: false,
      },
      activeBookings: 2,
      lastImpression: '2026-03-11T16:00:20.000Z',
    },
    {
      adCreative: {
        id: 6,
        name: 'Waiting ad',
        fileUrl: '/api/files/c.png',
        thumbnailUrl: '/api/files/d.webp',
        dimensions: '1080x1920',
        totalImpressions: 0,
        deleted: false,
      },
      activeBookings: 0,
      lastImpression: null,
    },
  ],
};

const days = (n: number, f: (i: number) => Record<string, number>) =>
  Array.from({ length: n }, (_, i) => ({ date: `2026-03-${String(i + 1).padStart(2, '0')}`, ...f(i) }));

export const tenantDaily = { from: '2026-03-01', to: '2026-03-30', days: days(30, (i) => ({ plays: i })) };
export const hostDaily = { from: '2026-03-01', to: '2026-03-30', days: days(30, (i) => ({ plays: i, revenue: i === 9 ? 36.75 : 0 })) };

export const GROUP = '0b7c1a9e-4a4e-4d8f-9a51-2f1f3a7b9c11';

/** A confirmed group of the tenant's, as GET /api/tenant/booking-groups lists it. */
export function confirmedGroup(groupId: string, firstDate: string, lastDate: string, display = 'C Denver'): TenantBookingGroup {
  return bookingGroup({ id: groupId, groupId, firstDate, lastDate, display: { ...bookingGroup().display, name: display } });
}

export const groupDelivery: GroupDelivery = {
  groupId: GROUP,
  display: { id: 3, name: 'C Denver' },
  adCreative: { id: 5, name: 'Summer Sale' },
  timeZone: 'America/Denver',
  total: {
    hoursBooked: 4,
    plays: 686,
    verifiedPlays: 684,
    unverifiedPlays: 2,
    bookedSeconds: 14400,
    deliveredSeconds: 6860,
    deliveredShare: 47.6,
  },
  dates: [
    {
      bookingId: 10,
      date: '2026-02-20',
      status: 'confirmed',
      hoursBooked: 2,
      plays: 684,
      verifiedPlays: 684,
      unverifiedPlays: 0,
      bookedSeconds: 7200,
      deliveredSeconds: 6840,
      deliveredShare: 95,
      lastPlayAt: '2026-02-20T19:53:10.000Z',
    },
    {
      bookingId: 11,
      date: '2026-03-08',
      status: 'confirmed',
      hoursBooked: 2,
      plays: 2,
      verifiedPlays: 0,
      unverifiedPlays: 2,
      bookedSeconds: 7200,
      deliveredSeconds: 20,
      deliveredShare: 0.3,
      lastPlayAt: null,
    },
  ],
};

const figures = (hoursBooked: number, plays: number) => ({
  hoursBooked,
  plays,
  verifiedPlays: plays,
  unverifiedPlays: 0,
  bookedSeconds: hoursBooked * 3600,
  deliveredSeconds: plays * 10,
  deliveredShare: hoursBooked ? Math.round((plays * 10000) / (hoursBooked * 3600)) / 10 : 0,
});

/** GET /api/host/displays/{id}/delivery of display 1: two dates with bookings among five. */
export const displayDelivery: DisplayDelivery = {
  displayId: 1,
  displayName: 'Mill Ave Screen',
  timeZone: 'America/Phoenix',
  capacityHours: 8,
  from: '2026-03-08',
  to: '2026-03-12',
  total: figures(5, 1000),
  days: [
    { date: '2026-03-08', ...figures(0, 0) },
    { date: '2026-03-09', ...figures(3, 1000) },
    { date: '2026-03-10', ...figures(0, 0) },
    { date: '2026-03-11', ...figures(2, 0) },
    { date: '2026-03-12', ...figures(0, 0) },
  ],
};
