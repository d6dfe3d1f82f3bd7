import { expect } from '@playwright/test';

/**
 * Reads `read` every `interval` ms until its `key` has held for `samples` readings in a row, and
 * answers the last reading; fails (expect.poll's timeout) if it never settles. For things that
 * move on their own for a while: a marker while the map flies, the page's listeners while its
 * writes end.
 */
export async function steady<T>(
  read: () => Promise<T>,
  { key, message, interval, samples = 2 }: { key: (value: T) => unknown; message: string; interval: number; samples?: number },
): Promise<T> {
  const seen: unknown[] = [];
  let last: T | undefined;
  await expect
    .poll(
      async () => {
        last = await read();
        seen.push(key(last));
        const recent = seen.slice(-samples);
        return recent.length === samples && recent.every((k) => k === recent[0]);
      },
      { message, intervals: [interval] },
    )
    .toBe(true);
  return last!;
}
