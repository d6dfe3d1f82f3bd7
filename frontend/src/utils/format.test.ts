import { describe, expect, it } from 'vitest';
import { formatBytes, formatCount } from './format';

describe('formatCount', () => {
  it('formats counts', () => {
    expect(formatCount(12345)).toBe('12,345');
  });
});

describe('formatBytes', () => {
  it.each([
    [0, '0 B'],
    [512, '512 B'],
    [1536, '1.5 KB'],
    [5 * 1024 * 1024, '5.00 MB'],
  ])('%s → %s', (input, expected) => {
    expect(formatBytes(input)).toBe(expected);
  });
});
