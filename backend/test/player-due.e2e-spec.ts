import type TestAgent from 'supertest/lib/agent';
import { FixedClock } from '../src/common/clock/clock';
import { approvedCreative, approvedDisplay, tenantWithCreative } from './utils/booking-fixtures';
import { booking, play, playerToken } from './utils/player-fixtures';
import type { TestApp } from './utils/test-app';
import { createTestApp, signedInAs, signedInAsAdmin } from './utils/test-app';

const NOW = new Date('2026-12-01T19:00:00Z'); // 12:00 on 2026-12-01 in Phoenix
const TODAY = '2026-12-01';
const at = (minutesFromNow: number) => new Date(NOW.getTime() + minutesFromNow * 60_000);

describe('plays are judged by what was due when shown (docs/player.md, "Due intervals")', () => {
  let t: TestApp;
  let clock: FixedClock;
  let admin: TestAgent;
  let host: Awaited<ReturnType<typeof signedInAs>>;
  let tenant: Awaited<ReturnType<typeof tenantWithCreative>>;

  /** Runs `step` with the server's clock at `minutes` from NOW, then puts it back. */
  const when = async <T>(minutes: number, step: () => Promise<T>): Promise<T> => {
    clock.set(at(minutes));
    try {
      return await step();
    } finally {
      clock.set(NOW);
    }
  };

  /** A display and creative approved at 09:30, the creative booked for today at `bookedAt` (unconfirmed unless told). */
  const screen = async (name: string, bookedAt: number, options: { confirm?: boolean; pay?: boolean } = { confirm: false }) => {
    const { d, ad } = await when(-150, async () => ({
      d: await approvedDisplay(host.agent, admin, name),
      ad: await approvedCreative(tenant.agent, admin, `${name} ad`),
    }));
    const group = await when(bookedAt, () => booking(admin, tenant.agent, d.id, ad.id, [TODAY], 2, options));
    const token = await playerToken(t, d.id);
    /** Outcomes of plays shown at these minutes from NOW, sent by sync now. */
    const outcomes = async (...minutes: number[]) => {
      const res = await t
        .agent()
        .post(`/api/displays/${d.id}/sync`)
        .set('Authorization', `Bearer ${token}`)
        .send({ plays: minutes.map((m) => play(ad.id, at(m))) })
        .expect(200);
      return res.body.results.map((r: { status: string; reason?: string }) => r.reason ?? r.status);
    };
    return { id: d.id, ad, groupId: group.groupId, bookingId: group.bookings[0].id, outcomes };
  };

  beforeAll(async () => {
    clock = new FixedClock(NOW);
    t = await createTestApp({}, clock);
    admin = (await signedInAsAdmin(t)).agent;
    host = await signedInAs(t, 'host', 'due-host');
    tenant = await tenantWithCreative(t, admin, 'due-tenant');
  });
  afterAll(() => t.close());

  it('refuses a play shown before its booking became due: before it was made, confirmed or paid', async () => {
    const s = await screen('Late start', -100);
    await when(-80, () => admin.post(`/api/admin/bookings/groups/${s.groupId}/confirm`).expect(200));
    await when(-60, () => admin.post(`/api/admin/bookings/groups/${s.groupId}/paid`).send({ paid: true }).expect(200));
    // Booked at -100, confirmed at -80, paid at -60 (minutes): due from -60 on.
    expect(await s.outcomes(-120, -90, -70, -61, -59, -10)).toEqual([
      'not_scheduled',
      'not_scheduled',
      'not_scheduled',
      'not_scheduled',
      'accepted',
      'accepted',
    ]);
    const rows = await t.orm.em
      .fork()
      .getConnection()
      .execute(`select due_from, due_to from booking_due_intervals where booking_id = ?`, [s.bookingId]);
    expect((rows as { due_from: string; due_to: string | null }[]).map((r) => [new Date(r.due_from), r.due_to])).toEqual([[at(-60), null]]);
  });

  it('accepts a play shown while due after the booking is marked unpaid, and again once paid again', async () => {
    const s = await screen('Unpaid later', -120, { confirm: true, pay: true });
    await when(-30, () => admin.post(`/api/admin/bookings/groups/${s.groupId}/paid`).send({ paid: false }).expect(200));
    expect(await s.outcomes(-40, -31, -29, -1)).toEqual(['accepted', 'accepted', 'not_scheduled', 'not_scheduled']);
    await when(-10, () => admin.post(`/api/admin/bookings/groups/${s.groupId}/paid`).send({ paid: true }).expect(200));
    expect(await s.outcomes(-20, -9)).toEqual(['not_scheduled', 'accepted']);
  });

  it('accepts a play shown while due after the booking is cancelled', async () => {
    const s = await screen('Cancelled later', -120, { confirm: true, pay: true });
    await when(-30, () => admin.delete(`/api/admin/bookings/groups/${s.groupId}`).expect(200));
    expect(await s.outcomes(-40, -29)).toEqual(['accepted', 'not_scheduled']);
  });

  it("accepts a play shown while due after the booking's creative is rejected", async () => {
    const s = await screen('Rejected later', -120, { confirm: true, pay: true });
    await when(-30, () => admin.post(`/api/admin/ad-creatives/${s.ad.id}/approve`).send({ approved: false, notes: 'No' }).expect(200));
    expect(await s.outcomes(-40, -29)).toEqual(['accepted', 'not_scheduled']);
    // Approved again: due again from then on.
    await when(-10, () => admin.post(`/api/admin/ad-creatives/${s.ad.id}/approve`).send({ approved: true }).expect(200));
    expect(await s.outcomes(-20, -5)).toEqual(['not_scheduled', 'accepted']);
  });

  it("closes a booking's interval while its display is rejected, and opens one when it is approved again", async () => {
    const s = await screen('Display rejected later', -120, { confirm: true, pay: true });
    await when(-30, () => admin.post(`/api/admin/displays/${s.id}/approve`).send({ approved: false, notes: 'Moved' }).expect(200));
    await when(-10, () => admin.post(`/api/admin/displays/${s.id}/approve`).send({ approved: true }).expect(200));
    const rows = await t.orm.em
      .fork()
      .getConnection()
      .execute(`select due_from, due_to from booking_due_intervals where booking_id = ? order by due_from`, [s.bookingId]);
    expect(
      (rows as { due_from: string; due_to: string | null }[]).map((r) => [new Date(r.due_from), r.due_to && new Date(r.due_to)]),
    ).toEqual([
      [at(-120), at(-30)],
      [at(-10), null],
    ]);
  });
});
