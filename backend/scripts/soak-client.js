// The load generator of soak.js, in its own process so that its event loop is not the server's.
// Paced mixed traffic of every role and the screens' players; it keeps what the server
// acknowledged (booking groups, confirmations, accepted plays) so soak.js can look for each one.
const http = require('http');
const { performance } = require('perf_hooks');

const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
let setup; // { port, admin, hosts: [cookie], tenants: [{ cookie, creativeId }], displays: [{ id, token, creativeId }], today, rate }
let window = { requests: 0, errors5xx: 0, failures: [], latencies: [] };
const acknowledged = { groups: [], confirmed: [], plays: [] };
/** Latencies of the whole run by route (ids and query left out), for the closing table. */
const byRoute = new Map();
let running = false;
let seq = 0;

function request(method, path, { cookie, token, body } = {}) {
  return new Promise((resolve) => {
    const started = performance.now();
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const headers = { ...(cookie ? { cookie } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) };
    if (payload) Object.assign(headers, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) });
    const req = http.request({ host: '127.0.0.1', port: setup.port, path, method, agent, headers }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => done(res.statusCode, Buffer.concat(chunks).toString()));
    });
    req.on('error', (error) => done(0, error.message));
    req.end(payload);
    function done(status, text) {
      const ms = performance.now() - started;
      window.requests++;
      window.latencies.push(ms);
      const route = `${method} ${path.split('?')[0].replace(/\/[0-9a-f-]{36}|\/\d+/g, '/:id')}`;
      if (!byRoute.has(route)) byRoute.set(route, []);
      byRoute.get(route).push(ms);
      if (status === 0 || status >= 500) {
        window.errors5xx++;
        if (window.failures.length < 5) window.failures.push(`${method} ${path}: ${status} ${text.slice(0, 160)}`);
      }
      let json;
      try {
        json = text && text[0] !== '"' ? JSON.parse(text) : undefined;
      } catch {
        json = undefined;
      }
      resolve({ status, json });
    }
  });
}

const pick = (list) => list[Math.floor(Math.random() * list.length)];
const dateIn = (days) => new Date(Date.parse(`${setup.today}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The players: every screen syncs every 10 seconds with the play of the slot that ended. */
async function playerCycle(d) {
  const etag = d.etag;
  const plays = d.unsent.splice(0);
  const slot = Math.floor(Date.now() / 10_000) - 1;
  plays.push({ adCreativeId: d.creativeId, clientPlayId: `soak-${d.id}-${slot}`, shownAt: new Date(slot * 10_000 + 2_000).toISOString() });
  const res = await request('POST', `/api/displays/${d.id}/sync`, {
    token: d.token,
    body: { plays, ...(etag ? { scheduleEtag: etag } : {}) },
  });
  if (res.status !== 200) return void d.unsent.push(...plays); // sent again with the next cycle, as the kiosk does
  d.etag = res.json.scheduleEtag;
  res.json.results.forEach(
    (r, i) => r.status === 'accepted' && acknowledged.plays.push({ displayId: d.id, clientPlayId: plays[i].clientPlayId }),
  );
}

/** One action of a signed-in person or a visitor, chosen by weight. */
const ACTIONS = [
  [10, () => request('GET', '/api/public/displays')],
  [3, () => request('GET', '/api/health/live')],
  [6, () => request('GET', '/api/tenant/displays', { cookie: pick(setup.tenants).cookie })],
  [6, () => request('GET', `/api/tenant/displays/${pick(setup.displays).id}/availability?from=${dateIn(1)}&to=${dateIn(30)}`, tenant())],
  [4, () => request('GET', '/api/tenant/booking-groups', tenant())],
  [3, () => request('GET', '/api/tenant/analytics', tenant())],
  [1, () => request('GET', `/api/tenant/proof-of-play.csv?from=${setup.today}&to=${setup.today}`, tenant())],
  [2, quote],
  [6, book],
  [4, () => request('GET', '/api/displays', { cookie: pick(setup.hosts) })],
  [3, () => request('GET', '/api/host/analytics', { cookie: pick(setup.hosts) })],
  [2, () => request('GET', '/api/host/displays/upcoming-bookings', { cookie: pick(setup.hosts) })],
  [1, () => request('GET', `/api/host/statements/${setup.today.slice(0, 7)}.csv`, { cookie: pick(setup.hosts) })],
  [3, confirmOne],
  [2, () => request('GET', '/api/admin/booking-groups?range=[0,24]', { cookie: setup.admin })],
  [2, () => request('GET', '/api/admin/displays?range=[0,24]', { cookie: setup.admin })],
  [2, () => request('GET', '/api/user', tenant())],
];
const TOTAL_WEIGHT = ACTIONS.reduce((s, [w]) => s + w, 0);
const tenant = () => ({ cookie: pick(setup.tenants).cookie });

function quote() {
  const t = pick(setup.tenants);
  const displayIds = [...new Set(Array.from({ length: 5 }, () => pick(setup.displays).id))];
  const body = { adCreativeId: t.creativeId, displayIds, dates: [dateIn(2), dateIn(3)], hoursPerDay: 1 };
  return request('POST', '/api/tenant/campaigns/quote', { cookie: t.cookie, body });
}

async function book() {
  const t = pick(setup.tenants);
  const date = dateIn(1 + Math.floor(Math.random() * 60));
  const body = { bookings: [{ displayId: pick(setup.displays).id, adCreativeId: t.creativeId, bookingDate: date, hoursBooked: 1 }] };
  const res = await request('POST', '/api/tenant/bookings/bulk', { cookie: t.cookie, body });
  if (res.status === 201) acknowledged.groups.push({ groupId: res.json.groupId, bookings: res.json.bookings.length });
}

async function confirmOne() {
  const list = await request('GET', '/api/admin/bookings/requests', { cookie: setup.admin });
  const group = Array.isArray(list.json) && list.json.length ? pick(list.json) : undefined;
  const groupId = group?.groupId;
  if (!groupId) return;
  const res = await request('POST', `/api/admin/bookings/groups/${groupId}/confirm`, { cookie: setup.admin });
  if (res.status === 200) acknowledged.confirmed.push(groupId);
}

function chooseAction() {
  let r = Math.random() * TOTAL_WEIGHT;
  for (const [w, action] of ACTIONS) if ((r -= w) < 0) return action;
  return ACTIONS[0][1];
}

/** Open loop at `rate` actions per second: an action starts on time whatever the others do. */
function drive() {
  const started = performance.now();
  let sent = 0;
  const tick = () => {
    if (!running) return;
    const due = Math.floor(((performance.now() - started) / 1000) * setup.rate);
    for (; sent < due; sent++) void chooseAction()();
    setTimeout(tick, 20);
  };
  tick();
  for (const d of setup.displays) {
    const cycle = async () => {
      if (!running) return;
      await playerCycle(d);
      // Every 10 s from a phase of its own, as kiosks started at different times do (no burst on a slot boundary).
      setTimeout(cycle, 10_000);
    };
    setTimeout(cycle, Math.random() * 10_000);
  }
}

process.on('message', (message) => {
  if (message.type === 'start') {
    setup = { ...message.setup, displays: message.setup.displays.map((d) => ({ ...d, unsent: [] })) };
    running = true;
    drive();
    process.send({ type: 'started' });
  } else if (message.type === 'minute') {
    process.send({ type: 'minute', window, seq: seq++ });
    window = { requests: 0, errors5xx: 0, failures: [], latencies: [] };
  } else if (message.type === 'stop') {
    running = false;
    // Let the requests in flight answer before handing over what was acknowledged.
    setTimeout(() => process.send({ type: 'stopped', window, acknowledged, byRoute: [...byRoute] }), 3000);
  }
});
process.on('disconnect', () => agent.destroy());
