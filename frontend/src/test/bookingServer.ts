import type { BookingGroup } from '../api/bookings';
import { addContentRange } from './bookingFixtures';
import { mockApi, signedInAs, type ApiCall, type MockReply } from './mockApi';

type Override = MockReply | ((call: ApiCall) => MockReply);

const LIST = '/api/admin/booking-groups';
const GROUP = /^\/api\/admin\/bookings\/groups\/([^/]+)(?:\/(confirm|reject|paid))?$/;
const ONE = /^\/api\/admin\/bookings\/(\d+)$/;
const LIMITS = '/api/booking-limits';

/**
 * A fake admin bookings API at the network boundary (fetch), keeping its
 * groups in memory: the booking-groups list (status and paid filters, with
 * Content-Range), confirm, reject, paid, delete one and delete all.
 * `overrides` ("METHOD /path" → reply) replace an answer, e.g. to fail.
 */
export function bookingServer(initial: BookingGroup[], overrides: Record<string, Override> = {}) {
  let groups = initial.map((g) => ({ ...g, bookingDates: [...g.bookingDates] }));
  const find = (groupId: string) => groups.find((g) => g.groupId === groupId);

  const handle = (call: ApiCall): MockReply => {
    const override = overrides[`${call.method} ${call.path}`];
    if (override) return typeof override === 'function' ? override(call) : override;
    if (call.method === 'GET' && call.path === LIMITS) return { body: { horizonDays: 365, holdHours: 48, pendingHoursCap: 240 } };
    if (call.method === 'GET' && call.path === LIST) {
      const filter = JSON.parse(new URLSearchParams(call.search).get('filter') ?? '{}') as { status?: string; paid?: boolean };
      return {
        body: groups.filter((g) => (!filter.status || g.status === filter.status) && (filter.paid === undefined || g.paid === filter.paid)),
      };
    }
    const one = ONE.exec(call.path);
    if (call.method === 'DELETE' && one) {
      const id = Number(one[1]);
      groups = groups
        .map((g) => ({ ...g, bookingDates: g.bookingDates.filter((d) => d.id !== id) }))
        .filter((g) => g.bookingDates.length > 0);
      return { body: { message: 'Booking deleted successfully' } };
    }
    const match = GROUP.exec(call.path);
    const group = match ? find(match[1]) : undefined;
    if (!match || !group) return { status: 404, body: { statusCode: 404, message: 'Booking group not found' } };
    const [, groupId, action] = match;
    if (call.method === 'DELETE' && !action) {
      groups = groups.filter((g) => g.groupId !== groupId);
      return { body: { message: 'All bookings deleted successfully' } };
    }
    if (call.method !== 'POST') return { status: 404, body: { statusCode: 404, message: 'Not found' } };
    const body = (call.body ?? {}) as { paid?: boolean; notes?: string };
    const changed: BookingGroup =
      action === 'confirm'
        ? { ...group, status: 'confirmed' }
        : action === 'reject'
          ? { ...group, status: 'rejected', notes: body.notes ?? null }
          : { ...group, paid: body.paid === true, paidAt: body.paid ? '2026-11-22T10:00:00.000Z' : null };
    groups = groups.map((g) => (g.groupId === groupId ? changed : g));
    return { body: changed };
  };

  const routes: Record<string, (call: ApiCall) => MockReply> = { [`GET ${LIST}`]: handle, [`GET ${LIMITS}`]: handle };
  for (const group of initial) {
    for (const action of ['confirm', 'reject', 'paid']) routes[`POST /api/admin/bookings/groups/${group.groupId}/${action}`] = handle;
    routes[`DELETE /api/admin/bookings/groups/${group.groupId}`] = handle;
    for (const date of group.bookingDates) routes[`DELETE /api/admin/bookings/${date.id}`] = handle;
  }
  // An override may also answer a call the server does not know (e.g. a tenant's bulk rejection).
  for (const key of Object.keys(overrides)) routes[key] ??= handle;
  const api = mockApi({ 'GET /api/user': signedInAs('admin', 'admin'), ...routes });
  addContentRange(api, LIST, 'booking-groups');
  return { ...api, groups: () => groups };
}

/** The list calls' filter and sort. */
export function listQuery(call: ApiCall) {
  const params = new URLSearchParams(call.search);
  return { filter: JSON.parse(params.get('filter') ?? '{}') as unknown, sort: JSON.parse(params.get('sort') ?? '[]') as unknown };
}
