import type TestAgent from 'supertest/lib/agent';
import { PlayTotalsFoldJob } from '../../src/modules/player/play-totals-fold.job';
import { bulk } from './booking-fixtures';
import type { TestApp } from './test-app';

/** Books `dates` for the tenant's creative, then (unless told otherwise) confirms and marks the group paid. */
export async function booking(
  admin: TestAgent,
  tenant: TestAgent,
  displayId: number,
  adCreativeId: number,
  dates: string[],
  hours = 1,
  { confirm = true, pay = true } = {},
): Promise<{ groupId: string; bookings: { id: number; bookingDate: string }[] }> {
  const res = await tenant.post('/api/tenant/bookings/bulk').send(bulk(displayId, adCreativeId, dates, hours));
  if (res.status !== 201) throw new Error(`booking failed: ${res.status} ${JSON.stringify(res.body)}`);
  if (confirm) await admin.post(`/api/admin/bookings/groups/${res.body.groupId}/confirm`).expect(200);
  if (confirm && pay) await admin.post(`/api/admin/bookings/groups/${res.body.groupId}/paid`).send({ paid: true }).expect(200);
  return res.body;
}

/** A player token for the display. */
export async function playerToken(t: TestApp, displayId: number, pairingCode?: string): Promise<string> {
  const res = await t.agent().post('/api/displays/authenticate').send({ displayId, pairingCode });
  if (res.status !== 200) throw new Error(`authenticate failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.token;
}

/** Waits for something to come true: schedule changes arrive through NOTIFY, a moment after the commit. */
export async function eventually<T>(probe: () => Promise<T>, done: (value: T) => boolean, ms = 3000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (done(value) || Date.now() > until) return value;
    await new Promise((r) => setTimeout(r, 25));
  }
}

/**
 * Folds the plays' pending totals into the rollup and the running totals, as the job does every
 * second (docs/analytics.md, "Running totals"): for a test that reads those tables themselves.
 */
export async function foldPlayTotals(t: TestApp): Promise<void> {
  await t.app.get(PlayTotalsFoldJob).runRound();
}

export async function playCount(t: TestApp, where = 'true', params: unknown[] = []): Promise<number> {
  const [row] = await t.orm.em.fork().getConnection().execute(`select count(*)::int as n from plays where ${where}`, params);
  return row.n;
}

/** A play body shown `secondsAgo` before `now`, with a fresh client id. */
let playSeq = 0;
export const play = (adCreativeId: number, shownAt: Date | string, clientPlayId = `p-${process.pid}-${++playSeq}`) => ({
  clientPlayId,
  adCreativeId,
  shownAt: typeof shownAt === 'string' ? shownAt : shownAt.toISOString(),
});
