// Benchmark (not a test) of ad creative uploads and lists, on the compiled app:
//   npm run build -w backend && npm run bench:creatives -w backend
// Starts the app on 127.0.0.1 with a fresh database (a temporary embedded PostgreSQL,
// or a new database on DATABASE_URL's server, dropped afterwards), then measures
//   0. loading the demo data into the empty database (accounts, displays, the demo tenant's
//      creatives rendered as real images, bookings, plays), beside the same server's
//      trivial endpoint (GET /api/health/live),
//   1. one ~5 MB upload: time, and the process's memory (rss/heap before and after,
//      sampled peak rss, and the rise of resourceUsage().maxRSS),
//   2. listing the older page of 100 of 200 creatives (3 of them ~5 MB): time and response size,
//      to show that the list size does not grow with the files' sizes.
// Client and server share this one process, so memory figures include both.
// Everything is stopped at the end, and after BENCH_TIMEOUT_MS (default 180 s) at the latest.
const crypto = require('crypto');
const os = require('os');
const sharp = require('sharp');
const { ms, runBenchmark, startApp } = require('./bench-support');

const TOTAL = 200;
const BIG = 3;
const cleanups = [];
const mb = (n) => `${(n / 1024 / 1024).toFixed(1)} MB`;

/** Random pixels, stored without compression: a real PNG of about width × height × 3 bytes. */
const noisePng = (width, height) =>
  sharp(crypto.randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0, adaptiveFiltering: false })
    .toBuffer();
const solidJpeg = (width, height, i) =>
  sharp({ create: { width, height, channels: 3, background: { r: i % 256, g: (i * 7) % 256, b: 128 } } })
    .jpeg()
    .toBuffer();
const body = (name, bytes, type, w, h) =>
  JSON.stringify({ name, fileUrl: `data:${type};base64,${bytes.toString('base64')}`, dimensions: `${w}x${h}` });

async function main() {
  const { app, db, port } = await startApp(cleanups, { env: { PASSWORD_HASH_ROUNDS: '4' }, logger: ['error'] });
  const base = `http://127.0.0.1:${port}/api`;

  // 0. The demo seed, first: it loads only into a database with no accounts.
  const { SeedService } = require('../dist/seed/seed.service');
  const seedStarted = process.hrtime.bigint();
  const { demoLoaded } = await app.get(SeedService).seed(true);
  const seedMs = Number(process.hrtime.bigint() - seedStarted) / 1e6;
  if (!demoLoaded) throw new Error('the demo data did not load');
  const trivial = [];
  for (let i = 0; i < 21; i++) {
    const t0 = process.hrtime.bigint();
    await (await fetch(`${base}/health/live`)).text();
    trivial.push(Number(process.hrtime.bigint() - t0) / 1e6);
  }
  trivial.sort((a, b) => a - b);

  const reg = await fetch(`${base}/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'bench-tenant', password: 'bench-password', role: 'tenant' }),
  });
  if (reg.status !== 201) throw new Error(`register: ${reg.status} ${await reg.text()}`);
  const cookie = reg.headers.get('set-cookie').split(';')[0];
  const post = async (json) => {
    const res = await fetch(`${base}/tenant/ad-creatives`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: json,
    });
    const text = await res.text();
    if (res.status !== 201) throw new Error(`upload: ${res.status} ${text}`);
    return JSON.parse(text);
  };

  // Warm-up (JIT, sharp's first use, connection pool).
  await post(body('warm-up', await solidJpeg(640, 360, 0), 'image/jpeg', 640, 360));

  // 1. One ~5 MB upload, then two more for a steadier time.
  const uploads = [];
  for (let i = 0; i < BIG; i++) {
    const png = await noisePng(1250, 1390);
    const json = body(`big ${i}`, png, 'image/png', 1250, 1390);
    global.gc?.();
    const before = { ...process.memoryUsage(), maxRSS: process.resourceUsage().maxRSS * 1024 };
    let peak = before.rss;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 2);
    const t0 = process.hrtime.bigint();
    const created = await post(json);
    const elapsed = Number(process.hrtime.bigint() - t0) / 1e6;
    clearInterval(sampler);
    const after = { ...process.memoryUsage(), maxRSS: process.resourceUsage().maxRSS * 1024 };
    peak = Math.max(peak, after.rss);
    uploads.push({ bytes: created.byteSize, body: json.length, elapsed, before, after, peak });
  }

  // 2. Fill up to 200 creatives with small files, 8 at a time.
  const existing = 1 + BIG;
  for (let i = existing; i < TOTAL; i += 8) {
    const batch = [];
    for (let j = i; j < Math.min(i + 8, TOTAL); j++)
      batch.push(solidJpeg(1920, 1080, j).then((b) => post(body(`small ${j}`, b, 'image/jpeg', 1920, 1080))));
    await Promise.all(batch);
  }
  const get = async () => {
    const t0 = process.hrtime.bigint();
    // The list is paged (at most 100 an answer, newest first): the second page holds the oldest
    // hundred, the 5 MB ones among them.
    const res = await fetch(`${base}/tenant/ad-creatives?range=${encodeURIComponent('[100,199]')}`, { headers: { cookie } });
    const text = await res.text();
    return { elapsed: Number(process.hrtime.bigint() - t0) / 1e6, bytes: Buffer.byteLength(text), items: JSON.parse(text) };
  };
  const first = await get();
  const runs = [];
  for (let i = 0; i < 20; i++) runs.push((await get()).elapsed);
  runs.sort((a, b) => a - b);
  const fileBytes = first.items.reduce((n, c) => n + c.byteSize, 0);
  const bigItem = JSON.stringify(first.items.find((c) => c.name === 'big 0')).length;
  const smallItem = JSON.stringify(first.items.find((c) => c.name === 'small 10')).length;

  console.log(`\nAd creatives benchmark (${os.cpus().length} cores, Node ${process.version}, ${db.where})`);
  console.log(`\n0. Demo data seeded into the empty database in ${ms(seedMs)} (GET /api/health/live: median ${ms(trivial[10])})`);
  console.log('\n1. Upload of one ~5 MB PNG (data URL in JSON)');
  uploads.forEach((u, i) => {
    console.log(
      `   #${i + 1}: file ${mb(u.bytes)} (${u.bytes} B), body ${mb(u.body)}, ${ms(u.elapsed)}; ` +
        `rss ${mb(u.before.rss)} → ${mb(u.after.rss)} (sampled peak ${mb(u.peak)}, +${mb(u.peak - u.before.rss)}), ` +
        `heap used ${mb(u.before.heapUsed)} → ${mb(u.after.heapUsed)}, maxRSS ${mb(u.before.maxRSS)} → ${mb(u.after.maxRSS)}`,
    );
  });
  console.log(
    `\n2. GET /api/tenant/ad-creatives?range=[100,199]: a page of ${first.items.length} of ${TOTAL} creatives (${BIG} of ~5 MB, files total ${mb(fileBytes)})`,
  );
  console.log(`   first ${ms(first.elapsed)}; 20 more: median ${ms(runs[10])}, max ${ms(runs[19])}`);
  console.log(
    `   response ${first.bytes} B (${(first.bytes / first.items.length).toFixed(0)} B per creative); one 5 MB creative's entry ${bigItem} B, a small one's ${smallItem} B`,
  );
}

runBenchmark(main, cleanups, Number(process.env.BENCH_TIMEOUT_MS ?? 180_000));
