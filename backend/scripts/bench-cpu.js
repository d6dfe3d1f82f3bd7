// Where a benchmark step's CPU went, read from Linux's /proc (docs/performance.md): the whole
// machine (busy, idle, steal) and the user + system time of the server (and of its main thread,
// the event loop), of every PostgreSQL process and of the load generator. A step's figures are
// the difference of two snapshots.
const fs = require('fs');

const TICKS = 100; // USER_HZ: /proc counts CPU time in hundredths of a second on Linux

function processSeconds(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { name: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')), seconds: (Number(fields[11]) + Number(fields[12])) / TICKS };
  } catch {
    return null; // the process has ended
  }
}

function eventLoopSeconds(pid) {
  try {
    const [onCpu, waiting] = fs.readFileSync(`/proc/${pid}/task/${pid}/schedstat`, 'utf8').split(' ').map(Number);
    return { eventLoop: onCpu / 1e9, eventLoopWaiting: waiting / 1e9 };
  } catch {
    return { eventLoop: 0, eventLoopWaiting: 0 };
  }
}

/**
 * What a PostgreSQL process is for, from the title it sets itself (`postgres: walwriter`, `postgres:
 * autovacuum worker`, `postgres: <user> <db> <client> <state>` for a connection's backend).
 */
function postgresRole(pid) {
  let title = '';
  try {
    title = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ').trim();
  } catch {
    return 'gone';
  }
  const known = [
    'walwriter',
    'checkpointer',
    'background writer',
    'autovacuum worker',
    'autovacuum launcher',
    'logical replication',
    'stats',
  ];
  const role = known.find((name) => title.includes(name));
  if (role) return role;
  return title.startsWith('postgres: ') ? 'backends' : 'postmaster';
}

/** A snapshot; `pids`: { server, generator }. PostgreSQL is every process named `postgres`. */
function cpuSnapshot(pids) {
  const [, user, nice, system, idle, iowait, irq, softirq, steal] = fs
    .readFileSync('/proc/stat', 'utf8')
    .split('\n')[0]
    .split(/\s+/)
    .map(Number);
  const snapshot = {
    at: process.hrtime.bigint(),
    busy: (user + nice + system + irq + softirq) / TICKS,
    idle: (idle + iowait) / TICKS,
    steal: steal / TICKS,
    server: processSeconds(pids.server)?.seconds ?? 0,
    // The event loop's own thread (its task id is the process id; the others are GC and I/O
    // threads): its time on a core, and its time runnable but waiting for one (schedstat, in ns).
    ...eventLoopSeconds(pids.server),
    generator: processSeconds(pids.generator)?.seconds ?? 0,
    postgres: new Map(), // pid → { seconds, role }: backends and autovacuum workers come and go
  };
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const found = processSeconds(entry);
    if (found?.name === 'postgres') snapshot.postgres.set(entry, { seconds: found.seconds, role: postgresRole(entry) });
  }
  return snapshot;
}

/**
 * Cores used on average between two snapshots, per part. PostgreSQL counts the processes alive at
 * the second snapshot (a process that ended in between is missing: its last seconds are lost).
 */
function coresBetween(before, after) {
  const seconds = Number(after.at - before.at) / 1e9;
  let postgres = 0;
  const postgresByRole = {};
  for (const [pid, { seconds: used, role }] of after.postgres) {
    const spent = used - (before.postgres.get(pid)?.seconds ?? 0);
    postgres += spent;
    postgresByRole[role] = (postgresByRole[role] ?? 0) + spent / seconds;
  }
  const cores = (key) => (after[key] - before[key]) / seconds;
  return {
    busy: cores('busy'),
    idle: cores('idle'),
    steal: cores('steal'),
    server: cores('server'),
    eventLoop: cores('eventLoop'),
    eventLoopWaiting: cores('eventLoopWaiting'),
    postgres: postgres / seconds,
    postgresByRole,
    generator: cores('generator'),
  };
}

module.exports = { cpuSnapshot, coresBetween };
