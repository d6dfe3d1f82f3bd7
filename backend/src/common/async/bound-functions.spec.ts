import { AsyncLocalStorage, AsyncResource } from 'async_hooks';
import { installLeanAsyncResourceBind } from './bound-functions';

describe('installLeanAsyncResourceBind', () => {
  beforeAll(() => installLeanAsyncResourceBind());

  it('binds without the deprecated asyncResource property', () => {
    const bound = new AsyncResource('test').bind(() => 1);
    expect(Object.prototype.hasOwnProperty.call(bound, 'asyncResource')).toBe(false);
  });

  it('runs the function in the async scope the resource was made in, with its arguments and this', () => {
    const storage = new AsyncLocalStorage<string>();
    const bound = storage.run('made here', () =>
      new AsyncResource('test').bind(function (this: { tag: string }, a: number, b: number) {
        return `${storage.getStore()} ${this?.tag} ${a + b}`;
      }),
    );
    const call = storage.run('called here', () => bound.call({ tag: 'this' }, 2, 3));
    expect(call).toBe('made here this 5');
    expect(bound.length).toBe(2);
  });

  it('binds thisArg when given, and refuses a non-function', () => {
    const bind = AsyncResource.prototype.bind as (fn: () => unknown, thisArg: unknown) => () => unknown;
    const bound = bind.call(
      new AsyncResource('test'),
      function (this: { n: number }) {
        return this.n;
      },
      { n: 7 },
    );
    expect(bound()).toBe(7);
    // By name, not constructor: another test file in this worker may have installed the
    // replacement first, and its TypeError is that file's (jest gives each file its own globals).
    expect(() => new AsyncResource('test').bind(42 as unknown as () => void)).toThrow(
      expect.objectContaining({ name: 'TypeError', message: 'The "fn" argument must be of type function' }),
    );
  });

  it('is what AsyncResource.bind (the static form) uses', () => {
    const bound = AsyncResource.bind(() => 'ok');
    expect(bound()).toBe('ok');
    expect(Object.prototype.hasOwnProperty.call(bound, 'asyncResource')).toBe(false);
  });
});
