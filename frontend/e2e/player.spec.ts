import { expect, test } from '@playwright/test';
import { stage, slotCount, waitForSlot, nextSlot, sendsEverything, startDisplay, pausedClock } from './kiosk';
import { ADMIN_LOGIN, createDisplay, ok, PASSWORD, playerToken, seedPlayerDisplay, signedIn, storedPlays } from './seed';
import { snap } from './snap';

/** The kiosk player: start, rotation, preview, tokens, pairing, and what it says when it cannot play (kiosk.ts). */
test.describe('the kiosk player', () => {
  test.beforeEach(({ page }) => pausedClock(page));

  test('Start Display → A A A B by hours with cross-fades → every play stored once, through sync', async ({ page, baseURL }, testInfo) => {
    const seed = await seedPlayerDisplay(baseURL!, 'rot', 3, 1);
    // Plays are judged by what was due when shown (docs/player.md): the page's clock starts after the seed.
    await page.clock.pauseAt(Date.now() + 1_000);
    // The cycle is one request: POST /sync carries the plays and answers the schedule (docs/player.md).
    const calls: { path: string; plays?: number }[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (!/^\/api\/displays\/\d+\//.test(path)) return;
      const body = request.postDataJSON() as { plays?: unknown[] } | null;
      calls.push({ path: path.replace(/^\/api\/displays\/\d+/, ''), plays: body?.plays?.length });
    });
    await page.goto(`/player?displayId=${seed.displayId}`);
    await snap(page, testInfo, '01-player-form');
    await page.evaluate(() => {
      // Count the opacity transitions that run to their end (the 0.5 s cross-fade).
      (window as unknown as { fades: number[] }).fades = [];
      document.addEventListener('transitionend', (e) => {
        if (e.propertyName === 'opacity') (window as unknown as { fades: number[] }).fades.push(e.elapsedTime);
      });
    });
    await page.getByRole('button', { name: 'Start Display' }).click();
    await expect(page.locator('#player')).toHaveAttribute('data-state', 'rotating');
    await waitForSlot(page, 0);

    const shown = [Number(await stage(page).getAttribute('data-creative-id'))];
    for (let i = 0; i < 7; i++) {
      shown.push(await nextSlot(page));
      await page.waitForTimeout(600); // real time for the CSS fade to finish
    }
    await snap(page, testInfo, '02-rotating');
    // Two loops of 4 slots: A three times, B once in each; B never twice in a row.
    const loops = [shown.slice(0, 4), shown.slice(4)];
    for (const loop of loops) {
      expect(loop.filter((id) => id === seed.a)).toHaveLength(3);
      expect(loop.filter((id) => id === seed.b)).toHaveLength(1);
    }
    expect(shown.join(',')).not.toContain(`${seed.b},${seed.b}`);
    // Each change of ad faded both layers (in and out) over 0.5 s.
    const changes = shown.filter((id, i) => i > 0 && id !== shown[i - 1]).length;
    const fades = await page.evaluate(() => (window as unknown as { fades: number[] }).fades);
    expect(fades.filter((s) => s === 0.5).length).toBeGreaterThanOrEqual(2 * changes);
    const layer = page.locator('.layer').first();
    await expect(layer).toHaveCSS('object-fit', 'contain');
    await expect(page.locator('#player')).toHaveCSS('cursor', 'none');

    // The next 30 s sync carries the plays; each is stored once, with its creative, in order.
    await page.clock.runFor(30_000);
    await sendsEverything(page, seed.displayId);
    const plays = await storedPlays(seed.displayId);
    expect(plays).toHaveLength(await slotCount(page));
    expect(plays.slice(0, 8).map((p) => p.adCreativeId)).toEqual(shown);
    expect(new Set(plays.map((p) => p.clientPlayId)).size).toBe(plays.length);
    expect(new Set(calls.map((c) => c.path))).toEqual(new Set(['/sync']));
    expect(calls[0]).toEqual({ path: '/sync', plays: 0 }); // the first cycle: nothing shown yet, the schedule fetched
    expect(calls.reduce((sum, c) => sum + (c.plays ?? 0), 0)).toBe(plays.length);
  });
  test('preview: the same rotation with a "Preview" tag, and nothing recorded', async ({ page, baseURL }, testInfo) => {
    const seed = await seedPlayerDisplay(baseURL!, 'pre', 1, 1);
    const playCalls: string[] = [];
    page.on('request', (request) => {
      if (/\/(plays|impression|sync)$/.test(new URL(request.url()).pathname)) playCalls.push(request.url());
    });
    await startDisplay(page, seed, '&preview=1');
    await expect(page.getByText('Preview', { exact: true })).toBeVisible();
    const shown = [Number(await stage(page).getAttribute('data-creative-id'))];
    for (let i = 0; i < 3; i++) shown.push(await nextSlot(page));
    expect(new Set(shown)).toEqual(new Set([seed.a, seed.b]));
    await page.clock.runFor(60_000); // two cycles
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await snap(page, testInfo, '03-preview');
    expect(playCalls).toEqual([]);
    const databases = await page.evaluate(() => indexedDB.databases());
    expect(databases.map((d) => d.name)).not.toContain('screenspace-player');
    expect(await storedPlays(seed.displayId)).toEqual([]);
  });

  test('a kiosk that reloads with a valid stored token resumes by itself; an invalid one gets the form', async ({ page, baseURL }) => {
    const seed = await seedPlayerDisplay(baseURL!, 'tok', 2, 1);
    const token = await playerToken(page, seed.displayId);
    await page.goto(`/player?displayId=${seed.displayId}`);
    await page.evaluate(
      ([t, id]) => {
        localStorage.setItem('displayToken', t);
        localStorage.setItem('displayTokenDisplayId', id);
      },
      [token, String(seed.displayId)],
    );
    await page.reload();
    await expect(page.locator('#player')).toHaveAttribute('data-state', 'rotating');
    await waitForSlot(page, 0);
    await expect(page.getByRole('button', { name: 'Start Display' })).toHaveCount(0);

    await page.evaluate(() => localStorage.setItem('displayToken', 'not-a-valid-token'));
    await page.reload();
    const form = page.getByRole('form', { name: 'Start display' });
    await expect(form.getByText('Display not authenticated')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('displayToken'))).toBeNull();
  });

  test('with "Require pairing code" on, the screen asks for the code and starts with it', async ({ page, baseURL }) => {
    const seed = await seedPlayerDisplay(baseURL!, 'pair', 1, 1);
    const host = await signedIn(baseURL!, { username: seed.hostName, password: PASSWORD });
    const pairing = await ok<{ pairingCode: string }>(
      await host.put(`/api/displays/${seed.displayId}/pairing`, { data: { required: true } }),
      'pairing on',
    );
    await host.dispose();

    await page.goto(`/player?displayId=${seed.displayId}`);
    await page.getByRole('button', { name: 'Start Display' }).click();
    const form = page.getByRole('form', { name: 'Start display' });
    await expect(form.getByRole('alert')).toHaveText('Pairing code required');
    await form.getByLabel('Pairing code').fill(pairing.pairingCode === '000000' ? '111111' : '000000');
    await form.getByRole('button', { name: 'Start Display' }).click();
    await expect(form.getByRole('alert')).toHaveText('Invalid pairing code');
    await form.getByLabel('Pairing code').fill(pairing.pairingCode);
    await form.getByRole('button', { name: 'Start Display' }).click();
    await expect(page.locator('#player')).toHaveAttribute('data-state', 'rotating');
  });

  test('the /display/ variant asks for the Display ID; an invalid id in /player gets the card', async ({ page, baseURL }) => {
    const seed = await seedPlayerDisplay(baseURL!, 'fld', 1, 1);
    await page.goto('/display/');
    const form = page.getByRole('form', { name: 'Start display' });
    await form.getByLabel('Display ID').fill('abc');
    await form.getByRole('button', { name: 'Start Display' }).click();
    await expect(form.getByRole('alert')).toHaveText('Please enter a valid Display ID');
    await form.getByLabel('Display ID').fill('999999');
    await form.getByRole('button', { name: 'Start Display' }).click();
    await expect(page.getByRole('alert')).toHaveText('Display not found');
    await page.getByLabel('Display ID').fill(String(seed.displayId));
    await page.getByRole('button', { name: 'Start Display' }).click();
    await expect(page.locator('#player')).toHaveAttribute('data-state', 'rotating');

    await page.goto('/player?displayId=0');
    await expect(page.getByRole('heading', { name: 'Invalid Display ID' })).toBeVisible();
  });

  test('a display awaiting approval says so; outside its hours the screen says when it opens', async ({ page, baseURL }, testInfo) => {
    const suffix = Date.now().toString(36);
    const host = await signedIn(baseURL!, { username: `closed-${suffix}`, password: PASSWORD, role: 'host' }, '/api/register');
    const admin = await signedIn(baseURL!, ADMIN_LOGIN);
    // One hour a day that is not now in Phoenix: closed whenever the test runs.
    const hour = Number(
      new Intl.DateTimeFormat('en-US', { timeZone: 'America/Phoenix', hour: 'numeric', hourCycle: 'h23' }).format(new Date()),
    );
    const start = hour >= 20 ? 10 : 22;
    const hh = (h: number) => `${String(h).padStart(2, '0')}:00`;
    // Created but not approved yet.
    const display = await createDisplay(host, `Closed ${suffix}`, {
      startTime: hh(start),
      endTime: hh(start + 1),
      timeZone: 'America/Phoenix',
      pricePerHour: '5.00',
    });

    // docs/product-rules.md §7.10: pending → "awaiting approval", and it starts by itself once approved.
    await page.goto(`/player?displayId=${display.id}`);
    await page.getByRole('button', { name: 'Start Display' }).click();
    await expect(page.getByRole('heading', { name: 'This display is awaiting approval' })).toBeVisible();
    await snap(page, testInfo, '01-awaiting-approval');
    await ok(await admin.post(`/api/admin/displays/${display.id}/approve`, { data: { approved: true } }), 'approve display');
    await page.clock.runFor(60_000);
    const opens = `${start > hour ? '' : 'tomorrow '}at ${start > 12 ? start - 12 : start}:00 ${start >= 12 ? 'PM' : 'AM'}`;
    await expect(page.getByRole('heading', { name: `Closed now — opens ${opens}` })).toBeVisible();
    await expect(page.locator('#player')).toHaveAttribute('data-state', 'empty');
    await snap(page, testInfo, '02-closed-now');
    await Promise.all([host.dispose(), admin.dispose()]);
  });
});
