import type TestAgent from 'supertest/lib/agent';
import { FixedClock } from '../../src/common/clock/clock';
import { approvedCreative, approvedDisplay, tenantWithCreative } from './booking-fixtures';
import { booking, playerToken } from './player-fixtures';
import type { TestApp } from './test-app';
import { createTestApp, signedInAs, signedInAsAdmin } from './test-app';

/** 12:00 on 2026-12-01 in Phoenix: the sync tests' clock. */
export const SYNC_NOW = new Date('2026-12-01T19:00:00Z');
export const at = (secondsFromNow: number) => new Date(SYNC_NOW.getTime() + secondsFromNow * 1000);

export interface SyncWorld {
  t: TestApp;
  clock: FixedClock;
  admin: TestAgent;
  host: Awaited<ReturnType<typeof signedInAs>>;
  tenant: Awaited<ReturnType<typeof tenantWithCreative>>;
  /** A display with its own creative paid for today since 10:00 (Phoenix), and a sync with its token. */
  screen(name: string): Promise<{
    id: number;
    ad: { id: number };
    bookingId: number;
    sync: (body: object, id?: number, headers?: Record<string, string>) => ReturnType<TestAgent['post']>;
  }>;
}

/** The app at SYNC_NOW with a host and a tenant; `name` tells the accounts apart; `env` configures it. */
export async function syncWorld(name: string, env: Record<string, string> = {}): Promise<SyncWorld> {
  const clock = new FixedClock(SYNC_NOW);
  const t = await createTestApp(env, clock);
  const admin = (await signedInAsAdmin(t)).agent;
  const host = await signedInAs(t, 'host', `${name}-host`);
  const tenant = await tenantWithCreative(t, admin, `${name}-tenant`);
  const screen: SyncWorld['screen'] = async (displayName) => {
    clock.set(at(-2 * 3600));
    const d = await approvedDisplay(host.agent, admin, displayName);
    const ad = await approvedCreative(tenant.agent, admin, `${displayName} ad`);
    const group = await booking(admin, tenant.agent, d.id, ad.id, ['2026-12-01'], 2);
    clock.set(SYNC_NOW);
    const token = await playerToken(t, d.id);
    const sync = (body: object, id = d.id, headers: Record<string, string> = {}) =>
      t.agent().post(`/api/displays/${id}/sync`).set('Authorization', `Bearer ${token}`).set(headers).send(body);
    return { id: d.id, ad, bookingId: group.bookings[0].id, sync };
  };
  return { t, clock, admin, host, tenant, screen };
}
