import { expect, test, type Locator, type Page } from '@playwright/test';
import { snap } from './snap';

/** Downtown Phoenix: the demo displays within ~1 km of here overlap at the default zoom. */
const DOWNTOWN = { lat: 33.4484, lng: -112.07 };

interface PublicDisplay {
  id: number;
  name: string;
  latitude: number;
  longitude: number;
}

/** Web Mercator pixel of a position at a zoom (what Leaflet draws with 256 px tiles). */
function project(lat: number, lng: number, zoom: number): { x: number; y: number } {
  const scale = 256 * 2 ** zoom;
  const sin = Math.sin((lat * Math.PI) / 180);
  return { x: ((lng + 180) / 360) * scale, y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale };
}

const pin = (map: Locator, name: string) =>
  map.getByRole('button', { name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}, \\$`) });
const clusters = (map: Locator) => map.getByRole('button', { name: /displays here, zoom in to pick one$/ });

async function centreOf(locator: Locator): Promise<{ x: number; y: number }> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

async function popupTitle(page: Page): Promise<Locator> {
  const popup = page.locator('.leaflet-popup');
  await expect(popup).toBeVisible();
  await expect(popup).toHaveCSS('opacity', '1');
  return popup.getByRole('heading', { level: 3 });
}

test.beforeEach(async ({ page }) => {
  // No internet here: refuse map tiles at once; markers and clusters must still draw.
  await page.route(/tile\.openstreetmap\.org|\{s\}\.tile/, (route) => route.abort());
});

test('every downtown Phoenix display can be opened from the map (cluster, zoom in or spiderfy, then each pin)', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 1360, height: 900 });
  const displays = (await (await page.request.get('/api/public/displays')).json()) as PublicDisplay[];
  const near = (d: PublicDisplay) => Math.abs(d.latitude - DOWNTOWN.lat) < 0.01 && Math.abs(d.longitude - DOWNTOWN.lng) < 0.01;
  const downtown = displays.filter(near);
  expect(downtown.length).toBeGreaterThanOrEqual(5);
  const flagstaff = displays.find((d) => d.name === 'Flagstaff Visitor Center');
  expect(flagstaff).toBeDefined();

  await page.goto('/advertise');
  const map = page.getByRole('region', { name: 'Map of displays' });
  await map.scrollIntoViewIfNeeded();
  // At the default zoom (10) downtown is one numbered cluster, not a stack of pins hiding each other.
  const anchor = pin(map, 'Flagstaff Visitor Center');
  await expect(anchor).toBeVisible();
  await expect(pin(map, downtown[0].name)).toHaveCount(0);
  await snap(page, testInfo, '01-clustered');

  // Where downtown is on screen: Flagstaff's pin tip plus the projected offset at zoom 10.
  const box = (await anchor.boundingBox())!;
  const tip = { x: box.x + box.width / 2, y: box.y + box.height };
  const from = project(flagstaff!.latitude, flagstaff!.longitude, 10);
  const to = project(DOWNTOWN.lat, DOWNTOWN.lng, 10);
  const target = { x: tip.x + to.x - from.x, y: tip.y + to.y - from.y };
  const all = await clusters(map).all();
  const distances = await Promise.all(all.map(async (c) => centreOf(c).then((p) => Math.hypot(p.x - target.x, p.y - target.y))));
  const downtownCluster = all[distances.indexOf(Math.min(...distances))];
  expect(Math.min(...distances)).toBeLessThan(60);
  await downtownCluster.click();

  // Clicking clusters zooms in; where pins still overlap at the deepest zoom, the cluster spiderfies.
  for (let round = 0; round < 8; round++) {
    const hidden = [];
    for (const d of downtown) if (!(await pin(map, d.name).isVisible())) hidden.push(d.name);
    if (hidden.length === 0) break;
    // Leaflet keeps clusters just outside the map's frame in the page: take the one nearest the map's centre.
    await map.scrollIntoViewIfNeeded();
    const frame = (await map.boundingBox())!;
    const middle = { x: frame.x + frame.width / 2, y: frame.y + frame.height / 2 };
    let nearest: { c: Locator; d: number } | undefined;
    for (const c of await clusters(map).all()) {
      const clusterBox = await c.boundingBox();
      if (!clusterBox) continue;
      const p = { x: clusterBox.x + clusterBox.width / 2, y: clusterBox.y + clusterBox.height / 2 };
      const inside = p.x > frame.x && p.x < frame.x + frame.width && p.y > frame.y && p.y < frame.y + frame.height;
      const d = Math.hypot(p.x - middle.x, p.y - middle.y);
      if (inside && (!nearest || d < nearest.d)) nearest = { c, d };
    }
    expect(nearest, `still hidden: ${hidden.join(', ')}`).toBeDefined();
    await nearest!.c.click();
    await page.waitForTimeout(400); // the zoom/spiderfy animation
  }
  await snap(page, testInfo, '02-zoomed-in');

  for (const d of downtown) {
    await pin(map, d.name).click();
    await expect(await popupTitle(page)).toHaveText(d.name);
    await page.locator('.leaflet-popup-close-button').click();
    await expect(page.locator('.leaflet-popup')).toHaveCount(0);
  }
});

test('a popup opens clear of the zoom buttons, and the legend leaves the attribution visible on a phone', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/advertise');
  const map = page.getByRole('region', { name: 'Map of displays' });
  await map.scrollIntoViewIfNeeded();
  const legend = map.getByRole('list', { name: 'Map legend' });
  await expect(legend).toBeVisible();
  const attribution = map.locator('.leaflet-control-attribution');
  await expect(attribution).toBeVisible();
  const [l, a] = [(await legend.boundingBox())!, (await attribution.boundingBox())!];
  const overlap = l.x < a.x + a.width && a.x < l.x + l.width && l.y < a.y + a.height && a.y < l.y + l.height;
  expect(overlap, 'legend covers the attribution').toBe(false);
  await expect(legend).toContainText('Fixed display');
  await expect(legend).toContainText('Mobile display');

  // The pin nearest the top-left corner is the worst case: its popup opens under the zoom buttons unless auto-pan moves it.
  const mapBox = (await map.boundingBox())!;
  // The map starts when the page is idle: wait for its pins before reading where they are.
  await expect(map.locator('.ss-marker-icon').first()).toBeVisible();
  const pins = await map.locator('.ss-marker-icon').all();
  let best: { pin: Locator; name: string; d: number } | undefined;
  for (const p of pins) {
    const b = await p.boundingBox();
    if (!b || b.x < mapBox.x || b.y < mapBox.y || b.x + b.width > mapBox.x + mapBox.width || b.y + b.height > mapBox.y + mapBox.height)
      continue;
    const d = Math.hypot(b.x - mapBox.x, b.y - mapBox.y);
    if (!best || d < best.d) best = { pin: p, name: (await p.getAttribute('aria-label'))!.split(',')[0], d };
  }
  expect(best, 'a pin inside the map').toBeDefined();
  // From the keyboard: the pin may sit right under the zoom buttons, which would take a pointer's click.
  await best!.pin.focus();
  await best!.pin.press('Enter');
  const title = await popupTitle(page);
  await expect(title).toHaveText(best!.name);
  const zoom = (await map.locator('.leaflet-control-zoom').boundingBox())!;
  const heading = (await title.boundingBox())!;
  const covered =
    heading.x < zoom.x + zoom.width &&
    zoom.x < heading.x + heading.width &&
    heading.y < zoom.y + zoom.height &&
    zoom.y < heading.y + heading.height;
  expect(covered, 'the zoom buttons cover the popup title').toBe(false);
  await snap(page, testInfo, '01-phone-popup');
});
