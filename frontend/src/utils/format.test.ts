import { describe, expect, it } from 'vitest';
import { formatBytes, formatCount } from './format';

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
