import { describe, expect, it } from 'vitest';
import { formatBytes, formatCount, formatCurrency } from './format';

describe('formatCurrency (docs/product-rules.md §18: dollar sign, two decimals)', () => {
  it.each([
    [0, '$0.00'],
    [12.5, '$12.50'],
    ['7.255', '$7.26'],
    [1234.5, '$1,234.50'],
    ['not a number', '$0.00'],
  ])('%s → %s', (input, expected) => {
    expect(formatCurrency(input)).toBe(expected);
  });

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
