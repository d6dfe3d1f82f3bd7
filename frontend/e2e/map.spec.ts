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

async function popupTitle(page: Page): Promise<Locator> {
  const popup = page.locator('.leaflet-popup');
  await expect(popup).toBeVisible();
  await expect(popup).toHaveCSS('opacity', '1');
  return popup.getByRole('heading', { level: 3 });
}

/**
 * The map as drawn, read in one round trip: whether a zoom, pan or cluster animation is running,
 * the pins shown (by display name), the clusters (centre, count, spiderfied) and the map's visible frame.
 */
function readMap(map: Locator) {
  return map.evaluate((root) => {
    const centre = (el: Element) => {
      const r = el.getBoundingClientRect();
      return { x: r.x + r.width / 2, y: r.y + r.height / 2 };
    };
    // The part of the map inside the window: a pointer can only click there.
    const r = root.getBoundingClientRect();
    const [left, top] = [Math.max(r.left, 0), Math.max(r.top, 0)];
    const [right, bottom] = [Math.min(r.right, window.innerWidth), Math.min(r.bottom, window.innerHeight)];
    const clusters = [...root.querySelectorAll<HTMLElement>('.ss-cluster-icon')].map((el) => ({
      ...centre(el),
      count: Number(el.textContent),
      // markercluster dims a spiderfied cluster to 0.3; clicking it again would fold its pins back.
      spiderfied: Number(el.style.opacity || 1) < 1,
    }));
    return {
      busy: root.querySelector('.leaflet-zoom-anim, .leaflet-cluster-anim, .leaflet-pan-anim') !== null,
      frame: { x: left, y: top, width: right - left, height: bottom - top },
      pins: [...root.querySelectorAll('.ss-marker-icon')].map((el) => el.getAttribute('aria-label')!.split(', $')[0]),
      clusters,
      legs: root.querySelectorAll('.leaflet-cluster-spider-leg').length,
    };
  });
}
type MapView = Awaited<ReturnType<typeof readMap>>;
/** What a click on a cluster changes: the pins shown, the clusters and where they are, the spider legs. */
const shape = (v: MapView) =>
  JSON.stringify([v.pins.toSorted(), v.clusters.map((c) => `${c.count}@${Math.round(c.x)},${Math.round(c.y)}`).toSorted(), v.legs]);

/** After a click on a cluster: the map has changed (zoomed in or spiderfied) and its animations have ended. */
async function settledAfter(map: Locator, before: MapView): Promise<MapView> {
  let view = before;
  await expect
    .poll(
      async () => {
        view = await readMap(map);
        return !view.busy && shape(view) !== shape(before);
      },
      { message: 'the map zooms in or spiderfies, then stops moving', intervals: [100] },
    )
    .toBe(true);
  return view;
}

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
  const anchor = pin(map, 'Flagstaff Visitor Center');
  await expect(anchor).toBeVisible();
  // The map adds its markers a few per task: wait until every display is in a pin or a cluster.
  let view = await readMap(map);
  await expect
    .poll(async () => {
      view = await readMap(map);
      return view.pins.length + view.clusters.reduce((sum, c) => sum + c.count, 0);
    })
    .toBe(displays.length);
  // At the default zoom (10) downtown is one numbered cluster, not a stack of pins hiding each other.
  expect(view.pins.filter((name) => downtown.some((d) => d.name === name))).toEqual([]);
  await snap(page, testInfo, '01-clustered');

  // Where downtown is on screen: Flagstaff's pin tip plus the projected offset at zoom 10.
  const box = (await anchor.boundingBox())!;
  const tip = { x: box.x + box.width / 2, y: box.y + box.height };
  const from = project(flagstaff!.latitude, flagstaff!.longitude, 10);
  const to = project(DOWNTOWN.lat, DOWNTOWN.lng, 10);
  const target = { x: tip.x + to.x - from.x, y: tip.y + to.y - from.y };
  const distance = (c: { x: number; y: number }) => Math.hypot(c.x - target.x, c.y - target.y);
  const downtownCluster = view.clusters.toSorted((p, q) => distance(p) - distance(q))[0];
  expect(distance(downtownCluster)).toBeLessThan(60);
  await page.mouse.click(downtownCluster.x, downtownCluster.y);
  view = await settledAfter(map, view);

  // Clicking clusters zooms in; where pins still overlap at the deepest zoom, the cluster spiderfies.
  // Each round reads the map once and waits for the change its click makes, not a fixed time.
  for (let round = 0; round < 8; round++) {
    const hidden = downtown.filter((d) => !view.pins.includes(d.name)).map((d) => d.name);
    if (hidden.length === 0) break;
    // Leaflet keeps clusters just outside the map's frame in the page: take the one nearest the map's centre.
    const { frame } = view;
    const middle = { x: frame.x + frame.width / 2, y: frame.y + frame.height / 2 };
    const inside = (c: MapView['clusters'][number]) =>
      !c.spiderfied && c.x > frame.x && c.x < frame.x + frame.width && c.y > frame.y && c.y < frame.y + frame.height;
    const nearest = view.clusters
      .filter(inside)
      .toSorted((p, q) => Math.hypot(p.x - middle.x, p.y - middle.y) - Math.hypot(q.x - middle.x, q.y - middle.y))[0];
    expect(nearest, `still hidden: ${hidden.join(', ')}`).toBeDefined();
    await page.mouse.click(nearest.x, nearest.y);
    view = await settledAfter(map, view);
  }
  expect(
    downtown.filter((d) => !view.pins.includes(d.name)).map((d) => d.name),
    'still hidden after 8 clicks',
  ).toEqual([]);
  await snap(page, testInfo, '02-zoomed-in');

  for (const d of downtown) {
    // A bounded click: a pin that another element covers fails here, not at the test's time limit.
    await pin(map, d.name).click({ timeout: 10_000 });
    await expect(await popupTitle(page)).toHaveText(d.name);
    await page.locator('.leaflet-popup-close-button').click({ timeout: 10_000 });
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
