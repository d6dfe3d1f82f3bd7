import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSubmitKeys, newIdempotencyKey } from './idempotency';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('Idempotency-Key values', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('are random UUIDs, also where crypto.randomUUID is missing (plain http)', () => {
    expect(newIdempotencyKey()).toMatch(UUID);
    const real = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: (a: Uint8Array<ArrayBuffer>) => real.getRandomValues(a) });
    const keys = new Set(Array.from({ length: 50 }, newIdempotencyKey));
    expect([...keys].every((k) => UUID.test(k))).toBe(true);
    expect(keys.size).toBe(50);
  });

  it('repeat for a retried submit, and change with the body or after a success', () => {
    const keys = createSubmitKeys();
    const first = keys.keyFor({ a: 1 });
    expect(keys.keyFor({ a: 1 })).toBe(first);
    const second = keys.keyFor({ a: 2 });
    expect(second).not.toBe(first);
    keys.succeeded();
    expect(keys.keyFor({ a: 2 })).not.toBe(second);
  });
});
