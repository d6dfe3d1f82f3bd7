// The load generator of bench-player.js, in its own process so that its event loop is
// not the server's. Receives one phase at a time and answers with its measurements.
const http = require('http');
const { performance, PerformanceObserver } = require('perf_hooks');
const { percentile } = require('./bench-support');

/** The most connections the generator holds to the server: the fleet's connections, shared. */
const MAX_SOCKETS = 512;
// Every one kept open when idle (the agent's default keeps 256 and closes the rest).
const agent = new http.Agent({ keepAlive: true, maxSockets: MAX_SOCKETS, maxFreeSockets: MAX_SOCKETS });
let opened = 0; // connections the agent has opened, to tell those a step opened
const createConnection = agent.createConnection.bind(agent);
agent.createConnection = (...args) => {
  opened++;
  return createConnection(...args);
};
// The generator's own collector's pauses, to tell its stalls from the server's.
const gcPauses = []; // [startTime, duration] in performance.now() ms
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) gcPauses.push([e.startTime, e.duration]);
  if (gcPauses.length > 100000) gcPauses.splice(0, 50000);
}).observe({ entryTypes: ['gc'] });
/** The second of a `seconds`-long step begun at `started` that the instant `at` falls in (the last for a late one). */
const secondOf = (at, started, seconds) => Math.min(seconds - 1, Math.floor((at - started) / 1000));
let port;
let displays; // [{ id, token, creativeId }]
const etags = new Map();
const nextSlot = new Map(); // display id → how many 10-second slots back the next play goes
let slotBase;

function request(method, path, token, body, headers = {}) {
  return new Promise((resolve) => {
    const started = performance.now();
    const payload = body ? JSON.stringify(body) : undefined;
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path,
        method,
        agent,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
          ...headers,
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode,
            headers: res.headers,
            text: Buffer.concat(chunks).toString(),
            ms: performance.now() - started,
          }),
        );
      },
    );
    req.on('error', (error) => resolve({ status: 0, error: error.message, ms: performance.now() - started }));
    if (payload) req.write(payload);
    req.end();
  });
}

async function poll(d) {
  const res = await request(
    'GET',
    `/api/displays/${d.id}/schedule`,
    d.token,
    undefined,
    etags.has(d.id) ? { 'if-none-match': etags.get(d.id) } : {},
  );
  if (res.status === 200) etags.set(d.id, res.headers.etag);
  return { ...res, ok: res.status === 200 || res.status === 304 };
}

let seq = 0;
/** `size` plays of `d`, each in a 10-second slot of its own going back from the run's start. */
function playsFor(d, prefix, size) {
  const k = nextSlot.get(d.id) ?? 1;
  nextSlot.set(d.id, k + size);
  return Array.from({ length: size }, (_, i) => ({
    clientPlayId: `${prefix}${process.pid}-${d.id}-${++seq}`,
    adCreativeId: d.creativeId,
    shownAt: new Date(slotBase - (k + i) * 10_000 + 1000).toISOString(),
  }));
}

async function batch(d, size = 3) {
  const plays = playsFor(d, 'b', size);
  const res = await request('POST', `/api/displays/${d.id}/plays`, d.token, { plays });
  let acked = [];
  if (res.status === 200)
    acked = JSON.parse(res.text)
      .results.filter((r) => r.status === 'accepted')
      .map((r) => r.clientPlayId);
  return { ...res, ok: res.status === 200, acked };
}

/** One player cycle in one request: 3 plays and the schedule's ETag (docs/player.md, "Sync"). */
async function sync(d, size = 3) {
  const res = await request('POST', `/api/displays/${d.id}/sync`, d.token, {
    plays: playsFor(d, 'y', size),
    scheduleEtag: etags.get(d.id),
  });
  let acked = [];
  if (res.status === 200) {
    const answer = JSON.parse(res.text);
    etags.set(d.id, answer.scheduleEtag);
    acked = answer.results.filter((r) => r.status === 'accepted').map((r) => r.clientPlayId);
  }
  return { ...res, ok: res.status === 200, acked };
}

const trivial = async () => ({ ...(await request('GET', '/api/health/live')), ok: true });

const stats = (ms) => ({ count: ms.length, p50: percentile(ms, 50), p99: percentile(ms, 99) });

/** As many calls as `concurrency` workers can make in `seconds`. */
async function closedLoop(call, seconds, concurrency) {
  const until = performance.now() + seconds * 1000;
  const ms = [];
  let errors = 0;
  let i = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < until) {
        const res = await call(displays[i++ % displays.length]);
        ms.push(res.ms);
        if (!res.ok) errors++;
      }
    }),
  );
  return { ...stats(ms), errors, perSecond: ms.length / seconds };
}

/**
 * Calls `fire(display)` `rate` times a second for `seconds` (open loop: at that rate whatever the
 * answers' speed), then waits for every answer; returns the seconds it all took.
 */
async function openLoop(rate, seconds, fire, gaps = []) {
  const started = performance.now();
  const pending = [];
  let sent = 0;
  let i = 0;
  let last = started;
  while (performance.now() - started < seconds * 1000) {
    const now = performance.now();
    // The generator's own lateness: every sync it owed meanwhile goes out at once.
    const second = secondOf(now, started, seconds);
    gaps[second] = Math.max(gaps[second] ?? 0, now - last);
    last = now;
    const due = Math.floor(((now - started) / 1000) * rate);
    for (; sent < due; sent++) pending.push(fire(displays[i++ % displays.length]));
    await new Promise((r) => setTimeout(r, 5));
  }
  await Promise.all(pending);
  return (performance.now() - started) / 1000;
}

/** Polls and batches at fixed rates (open loop). */
async function pollsAndBatches(rate, seconds) {
  const polls = [];
  const batches = [];
  let acked = 0;
  let errors = 0;
  const elapsed = await openLoop(rate, seconds, (d) =>
    Promise.all([
      poll(d).then((r) => {
        polls.push(r.ms);
        if (!r.ok) errors++;
      }),
      batch(d).then((r) => {
        batches.push(r.ms);
        acked += r.acked.length;
        if (!r.ok) errors++;
      }),
    ]),
  );
  return {
    polls: { ...stats(polls), perSecond: polls.length / elapsed },
    batches: { ...stats(batches), perSecond: batches.length / elapsed },
    acked,
    errors,
  };
}

/** Syncs at `rate` per second (open loop) for `seconds`. */
async function syncs(rate, seconds) {
  const openedBefore = opened;
  const started = performance.now();
  const times = [];
  // Each second's answers apart (by when the sync was sent): a start's transient shows as its first seconds.
  const bySecond = Array.from({ length: seconds }, () => []);
  let acked = 0;
  let errors = 0;
  const gaps = [];
  const elapsed = await openLoop(
    rate,
    seconds,
    (d) =>
      sync(d).then((r) => {
        times.push(r.ms);
        bySecond[secondOf(performance.now() - r.ms, started, seconds)].push(r.ms);
        acked += r.acked.length;
        if (!r.ok) errors++;
      }),
    gaps,
  );
  const p99BySecond = bySecond.map((ms) => (ms.length ? percentile(ms, 99) : 0));
  const gcBySecond = Array.from({ length: seconds }, () => 0);
  for (const [at, ms] of gcPauses) {
    const second = secondOf(at, started, seconds);
    if (at >= started && at < started + seconds * 1000) gcBySecond[second] = Math.max(gcBySecond[second], ms);
  }
  return {
    rate,
    ...stats(times),
    perSecond: times.length / elapsed,
    acked,
    errors,
    connectionsOpened: opened - openedBefore,
    p99BySecond,
    gaps,
    gcBySecond,
  };
}

/**
 * Screens back after ten minutes away: syncs of `size` plays each, `concurrency` at once, for
 * `seconds`; counts the answers by status and the plays acknowledged.
 */
async function catchUp(size, seconds, concurrency) {
  const until = performance.now() + seconds * 1000;
  const started = performance.now();
  const times = [];
  const statuses = {};
  let acked = 0;
  let i = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < until) {
        const r = await sync(displays[i++ % displays.length], size);
        times.push(r.ms);
        statuses[r.status] = (statuses[r.status] ?? 0) + 1;
        acked += r.acked.length;
      }
    }),
  );
  return { ...stats(times), statuses, acked, elapsed: (performance.now() - started) / 1000 };
}

/**
 * Opens the agent's every connection before a sync step (docs/performance.md, "Connections opened
 * mid-step"): screens on a 30-s cycle keep theirs open between syncs, where a pool grown on demand
 * opens hundreds at once whenever answers slow, and those wait in the server's accept queue.
 */
async function openConnections() {
  await Promise.all(Array.from({ length: MAX_SOCKETS }, () => request('GET', '/api/health/live')));
  return { open: agent.totalSocketCount };
}

/** Batches as fast as possible until the server dies; reports every play it acknowledged. */
async function burst(concurrency) {
  const acked = [];
  let alive = true;
  await Promise.all(
    Array.from({ length: concurrency }, async (_, w) => {
      let i = w;
      while (alive) {
        const res = await batch(displays[i++ % displays.length], 10);
        if (res.status === 0) alive = false;
        acked.push(...res.acked);
      }
    }),
  );
  return { acked };
}

process.on('message', async (msg) => {
  if (msg.setup) ({ port, displays, slotBase } = msg.setup);
  if (msg.phase === 'throughput') {
    const call = msg.target === 'trivial' ? trivial : poll;
    process.send(await closedLoop(call, msg.seconds, msg.concurrency));
  } else if (msg.phase === 'load') process.send(await pollsAndBatches(msg.rate, msg.seconds));
  else if (msg.phase === 'sync') process.send(await syncs(msg.rate, msg.seconds));
  else if (msg.phase === 'connections') process.send(await openConnections());
  else if (msg.phase === 'catch-up') process.send(await catchUp(msg.size, msg.seconds, msg.concurrency));
  else if (msg.phase === 'burst') process.send(await burst(msg.concurrency));
  else if (msg.phase === 'warm') {
    // Every display polls once, as each screen did when it started: later polls are conditional.
    let next = 0;
    await Promise.all(
      Array.from({ length: 64 }, async () => {
        while (next < displays.length) await poll(displays[next++]);
      }),
    );
    process.send({ warmed: displays.length });
  } else if (msg.phase === 'ready') process.send({ ready: true });
});
process.on('disconnect', () => process.exit(0));
