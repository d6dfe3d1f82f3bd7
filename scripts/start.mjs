// `npm start`: builds, then runs the server, as one process that stops cleanly on a signal.
// npm runs a script through a shell; a shell waiting on `a && b` dies of SIGTERM without passing
// it on, which left the server and its embedded PostgreSQL running after `kill <npm's pid>`. This
// launcher is what the shell runs (`exec`, so nothing stands between npm and it): it forwards
// SIGINT, SIGTERM and SIGHUP to whichever child runs, and exits with the server's code once the
// server has stopped (and its PostgreSQL with it, backend/src/main.ts). Should npm itself die
// without a word (SIGKILL), the launcher notices its new parent and stops the server all the same.
import { readFileSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { constants } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
let child = null;
let stopSignal = null;

function stop(signal) {
  stopSignal ??= signal;
  if (child) child.kill(signal);
  else process.exit(128 + constants.signals[signal]);
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stop(signal));

const parent = process.ppid;
setInterval(() => process.ppid !== parent && stop('SIGTERM'), 1000).unref();

/** Runs a command in the foreground; resolves with how it ended. */
function run(command, args) {
  return new Promise((resolve) => {
    child = spawn(command, args, { cwd: root, stdio: 'inherit' });
    child.on('error', (error) => {
      console.error(`${command}: ${error.message}`);
      resolve({ code: 1, signal: null });
    });
    child.on('exit', (code, signal) => {
      child = null;
      resolve({ code, signal });
    });
  });
}

const exitCode = ({ code, signal }) => code ?? (signal ? 128 + constants.signals[signal] : 1);

const build = await run(npm, ['run', 'build']);
if (stopSignal || build.code !== 0) process.exit(stopSignal ? 128 + constants.signals[stopSignal] : exitCode(build));
// The server's Node flags (backend/node-flags.json; docs/performance.md, "A larger young generation").
const nodeFlags = JSON.parse(readFileSync(path.join(root, 'backend', 'node-flags.json'), 'utf8'));
process.exit(exitCode(await run(process.execPath, [...nodeFlags, path.join(root, 'backend', 'dist', 'main.js')])));
