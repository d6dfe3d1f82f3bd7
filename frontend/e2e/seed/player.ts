import type { Page } from '@playwright/test';
import { Client } from 'pg';
import { ADMIN_LOGIN, ok, registered, signedIn } from './api';
import { bookConfirmPaid } from './bookings';
import { approvedCreative } from './creatives';
import { noonZone, todayIn } from './dates';
import { createDisplay } from './displays';

/**
 * What a player is given to rotate: a display open 00:00–23:00 (the widest hours there are)
 * with two approved creatives, A and B, each booked for today, confirmed and paid.
 *
 * "Today" and "open now" depend on the display's zone. A display in Phoenix shows nothing
 * 23:00–24:00 there, so each seed picks the fixed-offset zone (Etc/GMT±N) where it is about
 * noon right now: open for hours either side, whatever the time the tests run.
 */
export interface PlayerSeed {
  displayId: number;
  /** The display's host (password PASSWORD). */
  hostName: string;
  displayName: string;
  timeZone: string;
  /** Creative ids: A booked `hoursA`, B booked `hoursB`. */
  a: number;
  b: number;
}

export async function seedPlayerDisplay(baseURL: string, label: string, hoursA = 3, hoursB = 1): Promise<PlayerSeed> {
  const suffix = `${label}${Date.now().toString(36)}`;
  const timeZone = noonZone();
  const displayName = `Kiosk ${suffix}`;
  const hostName = `phost-${suffix}`;
  const host = await registered(baseURL, hostName, 'host');
  const tenant = await registered(baseURL, `ptenant-${suffix}`, 'tenant');
  const admin = await signedIn(baseURL, ADMIN_LOGIN);
  const display = await createDisplay(host, displayName, { startTime: '00:00', endTime: '23:00', timeZone, pricePerHour: '5.00' }, admin);
  // Two different images (different sizes → different files).
  const a = await approvedCreative(tenant, admin, `Ad A ${suffix}`, [320, 180]);
  const b = await approvedCreative(tenant, admin, `Ad B ${suffix}`, [240, 240]);
  const today = todayIn(timeZone);
  await bookConfirmPaid(tenant, admin, display.id, a.id, today, hoursA);
  await bookConfirmPaid(tenant, admin, display.id, b.id, today, hoursB);
  await Promise.all([host.dispose(), tenant.dispose(), admin.dispose()]);
  return { displayId: display.id, hostName, displayName, timeZone, a: a.id, b: b.id };
}

/** A player token for a display, as the page's "Start Display" would get it. */
export async function playerToken(page: Page, displayId: number): Promise<string> {
  const answer = await ok<{ token: string }>(
    await page.request.post('/api/displays/authenticate', { data: { displayId } }),
    'authenticate',
  );
  return answer.token;
}

/** Runs one query on the test server's database (this worker's embedded PostgreSQL). */
async function query<T extends object>(sql: string, params: unknown[]): Promise<T[]> {
  const client = new Client({ connectionString: `postgres://postgres:password@127.0.0.1:${process.env.E2E_PG_PORT ?? 55439}/screenspace` });
  await client.connect();
  try {
    return (await client.query<T>(sql, params)).rows;
  } finally {
    await client.end();
  }
}

/** The plays stored for a display, read straight from the test server's database. */
export async function storedPlays(displayId: number): Promise<{ clientPlayId: string; adCreativeId: number }[]> {
  const rows = await query<{ client_play_id: string; ad_creative_id: number }>(
    'select client_play_id, ad_creative_id from plays where display_id = $1 order by shown_at',
    [displayId],
  );
  return rows.map((r) => ({ clientPlayId: r.client_play_id, adCreativeId: r.ad_creative_id }));
}

/**
 * Dates the display's bookings due `minutes` earlier than they became due (docs/player.md, "Due
 * intervals"). A test whose page clock runs minutes ahead in seconds starts that clock in the past
 * (the server refuses plays more than 2 minutes ahead of its real clock), and its plays must be due then.
 */
export async function dueSince(displayId: number, minutes: number): Promise<void> {
  await query('update booking_due_intervals set due_from = due_from - make_interval(mins => $2) where display_id = $1', [
    displayId,
    minutes,
  ]);
}
