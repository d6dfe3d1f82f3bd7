// Summarises a V8 .cpuprofile (node --cpu-prof) by where the self time went
// (docs/performance.md, "Where a sync's time goes"):
//   node scripts/cpu-profile-summary.js <file.cpuprofile> [top] [lastSeconds]
// lastSeconds: only the samples of the profile's last N seconds (the bench's last phase).
// Buckets: (idle), (garbage collector), (program), each package under node_modules, the app's
// own modules (dist/modules/<domain>, dist/common), Node's internals; then the top functions.
const fs = require('fs');

const [file, topArg, lastArg] = process.argv.slice(2);
if (!file) {
  console.error('usage: node scripts/cpu-profile-summary.js <file.cpuprofile> [top]');
  process.exit(2);
}
const profile = JSON.parse(fs.readFileSync(file, 'utf8'));
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map(); // node id → microseconds
const from = lastArg ? profile.endTime - Number(lastArg) * 1e6 : -Infinity;
let at = profile.startTime;
for (let i = 0; i < profile.samples.length; i++) {
  at += profile.timeDeltas[i] ?? 0;
  if (at < from) continue;
  const id = profile.samples[i];
  self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
}

function bucket({ callFrame: { url, functionName } }) {
  if (!url) return functionName.startsWith('(') ? functionName : `(native) ${functionName || 'anonymous'}`;
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1];
  const app = /\/dist\/(modules\/[^/]+|common\/[^/]+|[^/]+)/.exec(url);
  if (app) return `app: ${app[1]}`;
  if (url.startsWith('node:')) return `node: ${url.slice(5).split('/')[0]}`;
  return url;
}

const total = [...self.values()].reduce((a, b) => a + b, 0);
const sum = (key) => {
  const out = new Map();
  for (const [id, us] of self) {
    const k = key(byId.get(id));
    out.set(k, (out.get(k) ?? 0) + us);
  }
  return [...out].toSorted((a, b) => b[1] - a[1]);
};
const pct = (us) => `${((100 * us) / total).toFixed(1).padStart(5)} %`;
console.log(`${file}: ${(total / 1e6).toFixed(1)} s sampled`);
for (const [k, us] of sum(bucket).slice(0, 25)) console.log(`${pct(us)}  ${k}`);
console.log('top functions (self time):');
const fn = (n) => `${n.callFrame.functionName || 'anonymous'} ${bucket(n)}:${n.callFrame.lineNumber + 1}`;
for (const [k, us] of sum(fn).slice(0, Number(topArg ?? 25))) console.log(`${pct(us)}  ${k}`);
