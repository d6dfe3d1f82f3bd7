import { AsyncResource } from 'async_hooks';

type AnyFunction = (...args: unknown[]) => unknown;

/** `fn` run in `resource`'s async scope, with the caller's `this`: what Node's bind returns. */
function inScopeOf(resource: AsyncResource, fn: AnyFunction): AnyFunction {
  return function (this: unknown, ...args: unknown[]) {
    return resource.runInAsyncScope(fn, this, ...args);
  };
}

function leanBind(this: AsyncResource, fn: AnyFunction, thisArg?: unknown): AnyFunction {
  if (typeof fn !== 'function') throw new TypeError('The "fn" argument must be of type function');
  const bound = thisArg === undefined ? inScopeOf(this, fn) : this.runInAsyncScope.bind(this, fn, thisArg);
  Object.defineProperty(bound, 'length', { configurable: true, enumerable: false, value: fn.length, writable: false });
  return bound;
}

/**
 * Node 20's `AsyncResource#bind` gives every function it returns a deprecated `asyncResource`
 * accessor pair, two `util.deprecate` wrappers built on each call. Fastify binds one such
 * function per request with a body, and on the sync route they cost the event loop about a
 * sixth of its time per sync, garbage collection included (docs/performance.md, "A request
 * body without deprecation wrappers"). `leanBind` binds the same way, to the same async scope,
 * without the deprecated property (DEP0172, gone from later Node versions). Installed once,
 * before the app is built; a no-op where Node has no such property.
 */
export function installLeanAsyncResourceBind(): void {
  const probe = new AsyncResource('bound-functions-probe').bind(() => undefined);
  if (!Object.prototype.hasOwnProperty.call(probe, 'asyncResource')) return;
  Object.defineProperty(AsyncResource.prototype, 'bind', { configurable: true, writable: true, value: leanBind });
}
