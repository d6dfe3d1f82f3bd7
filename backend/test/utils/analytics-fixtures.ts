import type TestAgent from 'supertest/lib/agent';
import { FixedClock } from '../../src/common/clock/clock';
import { PlayerRepository } from '../../src/modules/player/player.repository';
import { approvedDisplay, bulk, NAVAJO_NATION, tenantWithCreative } from './booking-fixtures';
import type { TestApp } from './test-app';
import { createTestApp, signedInAs, signedInAsAdmin } from './test-app';

/**
 * One hand-built network for the analytics tests (docs/analytics.md). Bookings are made
 * through the API on 2026-02-01, then the clock moves to NOW:
 * 2026-03-21 06:30 UTC = 00:30 on Mar 21 in Denver (MDT, after the Mar 8 DST change)
 * and 23:30 on Mar 20 in Phoenix, so each display's "today" differs.
 */
export const BOOKED_AT = '2026-02-01T19:00:00Z';
export const NOW = '2026-03-21T06:30:00Z';

export type Tenant = Awaited<ReturnType<typeof tenantWithCreative>>;

export interface AnalyticsWorld {
  t: TestApp;
  clock: FixedClock;
  admin: TestAgent;
  host: TestAgent;
  otherHost: TestAgent;
  ana: Tenant;
  ben: Tenant;
  displays: Record<'a' | 'b' | 'c' | 'd' | 'e' | 'x', { id: number; name: string }>;
  groups: Record<string, string>;
  /** Booking id of a group's date. */
  booking(group: string, date: string): Promise<number>;
  /** Stores `count` plays of a booking, one slot apart from `start` (ISO time). */
  play(group: string, date: string, start: string, count: number, prefix?: string): Promise<number>;
}

export async function analyticsWorld(): Promise<AnalyticsWorld> {
  const clock = new FixedClock(new Date(BOOKED_AT));
  // Sessions must outlive the clock's jump from BOOKED_AT to NOW.
  const t = await createTestApp({ SESSION_TTL_HOURS: '2160' }, clock);
  const admin = (await signedInAsAdmin(t)).agent;
  const host = (await signedInAs(t, 'host', 'hana-host')).agent;
  const otherHost = (await signedInAs(t, 'host', 'omar-host')).agent;
  const ana = await tenantWithCreative(t, admin, 'ana-ads');
  const ben = await tenantWithCreative(t, admin, 'ben-ads');
  const displays = {
    a: await approvedDisplay(host, admin, 'A Phoenix 12.25', { pricePerHour: '12.25' }),
    b: await approvedDisplay(host, admin, 'B Phoenix dime', { pricePerHour: '0.10' }),
    c: await approvedDisplay(host, admin, 'C Denver', {
      ...NAVAJO_NATION, // Denver's time
      pricePerHour: '20.00',
      startTime: '08:00',
      endTime: '18:00',
    }),
    d: await approvedDisplay(host, admin, 'D Idle'),
    e: await approvedDisplay(host, admin, 'E Deleted', { pricePerHour: '10.00' }),
    x: await approvedDisplay(otherHost, admin, 'X Other host', { pricePerHour: '50.00' }),
  };
  const groups: Record<string, string> = {};
  const book = async (
    name: string,
    who: Tenant,
    display: { id: number },
    dates: string[],
    hours: number,
    then: ('confirm' | 'pay' | 'reject' | 'cancel')[] = ['confirm', 'pay'],
  ) => {
    const res = await who.agent
      .post('/api/tenant/bookings/bulk')
      .send(bulk(display.id, who.creative.id, dates, hours))
      .expect(201);
    const id = (groups[name] = res.body.groupId as string);
    for (const step of then) {
      if (step === 'confirm') await admin.post(`/api/admin/bookings/groups/${id}/confirm`).expect(200);
      if (step === 'pay') await admin.post(`/api/admin/bookings/groups/${id}/paid`).send({ paid: true }).expect(200);
      if (step === 'reject') await admin.post(`/api/admin/bookings/groups/${id}/reject`).send({}).expect(200);
      if (step === 'cancel') await admin.delete(`/api/admin/bookings/groups/${id}`).expect(200);
    }
  };
  await book('a-paid', ana, displays.a, ['2026-03-10'], 3); // 12.25 × 3 h = 36.75
  await book('a-unpaid', ben, displays.a, ['2026-03-21'], 2, ['confirm']); // upcoming in Phoenix, unpaid
  await book('a-pending', ana, displays.a, ['2026-03-14'], 4, []);
  await book('a-rejected', ben, displays.a, ['2026-03-15'], 1, ['reject']);
  await book('b-4h', ana, displays.b, ['2026-03-11'], 4); // 0.10 × 4 h
  await book('b-3h', ben, displays.b, ['2026-03-12'], 3); // 0.10 × 3 h
  await book('b-today', ben, displays.b, ['2026-03-20'], 1, ['confirm']); // today in Phoenix, unpaid
  await book('b-cancelled', ana, displays.b, ['2026-03-16'], 4, ['confirm', 'pay', 'cancel']);
  await book('c-before', ana, displays.c, ['2026-02-19'], 1); // one date before Denver's 30-date window
  await book('c-span', ana, displays.c, ['2026-02-20', '2026-03-08', '2026-03-21', '2026-03-22'], 2);
  await book('e-past', ana, displays.e, ['2026-03-01'], 1);
  await book('x-other', ana, displays.x, ['2026-03-10'], 4);
  await book('x-ben', ben, displays.x, ['2026-03-22'], 2, ['confirm']);
  clock.set(NOW);
  await host.delete(`/api/displays/${displays.e.id}`).expect(200);

  const booking = async (group: string, date: string) => {
    const [row] = await t.orm.em
      .fork()
      .getConnection()
      .execute('select id from bookings where group_id = ? and booking_date = ?', [groups[group], date]);
    return row.id as number;
  };
  const play = async (group: string, date: string, start: string, count: number, prefix = 'p') => {
    const id = await booking(group, date);
    const [b] = await t.orm.em.fork().getConnection().execute('select display_id, ad_creative_id from bookings where id = ?', [id]);
    const plays = Array.from({ length: count }, (_, i) => ({
      displayId: b.display_id,
      adCreativeId: b.ad_creative_id,
      bookingId: id,
      clientPlayId: `${prefix}-${id}-${i}`,
      shownAt: new Date(new Date(start).getTime() + i * 10_000),
    }));
    return t.app.get(PlayerRepository).recordKnownPlays(plays, new Date(NOW));
  };
  return { t, clock, admin, host, otherHost, ana, ben, displays, groups, booking, play };
}

/** The plays every analytics test starts from (times are UTC; Phoenix is UTC−7). */
export async function standardPlays(w: AnalyticsWorld): Promise<void> {
  await w.play('a-paid', '2026-03-10', '2026-03-10T17:00:00Z', 5);
  await w.play('b-4h', '2026-03-11', '2026-03-11T16:00:00Z', 3);
  await w.play('c-span', '2026-02-20', '2026-02-20T16:00:00Z', 4);
  await w.play('c-span', '2026-03-08', '2026-03-08T15:00:00Z', 2);
  await w.play('e-past', '2026-03-01', '2026-03-01T17:00:00Z', 2);
  await w.play('x-other', '2026-03-10', '2026-03-10T18:00:00Z', 7);
}
