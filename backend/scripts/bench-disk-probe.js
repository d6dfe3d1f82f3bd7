// The disk's own flush time beside a benchmark step (docs/performance.md, "What still decides the
// tail: the disk's fsync"): a child process writes 8 KB and waits for `fdatasync` every 20 ms, in
// a file next to PostgreSQL's data, so a step that misses its p99 can be told apart from one
// whose disk stalled. 50 flushes a second of 8 KB is little beside the WAL's own.
const fs = require('fs');
const path = require('path');

const PERIOD_MS = 20;
const BLOCK = Buffer.alloc(8192, 7);
const SPAN = 128; // blocks the probe overwrites in turn: the file's size never changes

function probe(file) {
  const fd = fs.openSync(file, 'w');
  for (let i = 0; i < SPAN; i++) fs.writeSync(fd, BLOCK, 0, BLOCK.length, i * BLOCK.length);
  fs.fsyncSync(fd);
  let flushes = [];
  let block = 0;
  const tick = () => {
    const started = process.hrtime.bigint();
    fs.writeSync(fd, BLOCK, 0, BLOCK.length, block * BLOCK.length);
    fs.fdatasyncSync(fd);
    flushes.push(Number(process.hrtime.bigint() - started) / 1e6);
    block = (block + 1) % SPAN;
    setTimeout(tick, Math.max(0, PERIOD_MS - flushes.at(-1)));
  };
  process.on('message', () => {
    process.send(flushes);
    flushes = [];
  });
  process.on('disconnect', () => process.exit(0));
  tick();
}

/**
 * Starts the probe in `dir`; `take()` answers the flushes since the last `take()`: how many,
 * how many over 50 and 100 ms, and the slowest (ms).
 */
function startDiskProbe(cleanups, dir) {
  const child = require('child_process').fork(__filename, [path.join(dir, 'disk-probe.bin')]);
  cleanups.push(async () => child.connected && child.disconnect());
  const take = () =>
    new Promise((resolve) => {
      child.once('message', (flushes) =>
        resolve({
          flushes: flushes.length,
          over50: flushes.filter((ms) => ms > 50).length,
          over100: flushes.filter((ms) => ms > 100).length,
          slowest: flushes.length ? Math.max(...flushes) : 0,
        }),
      );
      child.send('take');
    });
  return { take, pid: child.pid };
}

const describeDisk = (d) =>
  `the disk beside it: ${d.flushes} probe flushes, ${d.over50} over 50 ms, ${d.over100} over 100 ms, slowest ${d.slowest.toFixed(0)} ms`;

if (require.main === module) probe(process.argv[2]);

module.exports = { startDiskProbe, describeDisk };
