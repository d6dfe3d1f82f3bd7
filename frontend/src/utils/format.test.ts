import { describe, expect, it } from 'vitest';
import { formatAirtime, formatBytes, formatCount } from './format';

describe('formatCount', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1,000'],
    [12345, '12,345'],
    [1234567, '1,234,567'],
    [-1234, '-1,234'],
    [1234.6, '1,235'],
  ])('%d → "%s", as en-US writes it', (value, text) => {
    expect(formatCount(value)).toBe(text);
    expect(formatCount(value)).toBe(Math.round(value).toLocaleString('en-US'));
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

describe('formatAirtime (docs/product-rules.md §17.10)', () => {
  it('is exact to the second, leaving out parts that are zero', () => {
    expect(formatAirtime(70)).toBe('1 min 10 s');
    expect(formatAirtime(60)).toBe('1 min');
    expect(formatAirtime(50)).toBe('50 s');
    expect(formatAirtime(0)).toBe('0 s');
    expect(formatAirtime(3600)).toBe('1 h');
    expect(formatAirtime(3610)).toBe('1 h 10 s');
    expect(formatAirtime(6840)).toBe('1 h 54 min');
    expect(formatAirtime(6845)).toBe('1 h 54 min 5 s');
    expect(formatAirtime(36_000_000)).toBe('10,000 h');
  });
});
