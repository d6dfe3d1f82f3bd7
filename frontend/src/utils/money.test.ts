import { describe, expect, it } from 'vitest';
import { formatCents, toCents } from './money';

describe('toCents: amounts read exactly from their digits', () => {
  it('reads prices exactly', () => {
    expect(toCents('12.50')).toBe(1250);
    expect(toCents('12.5')).toBe(1250);
    expect(toCents('12')).toBe(1200);
    expect(toCents('0.10')).toBe(10);
    expect(toCents('.07')).toBe(7);
    expect(toCents(19.99)).toBe(1999);
    expect(toCents('1234.56')).toBe(123456);
    expect(toCents('abc')).toBe(0);
    expect(toCents('')).toBe(0);
  });

  it('rounds a third decimal half away from zero, from the digits (not the float)', () => {
    expect(toCents('7.255')).toBe(726);
    expect(toCents('7.254')).toBe(725);
    // 1.005 is 1.00499999... as a float: toFixed(2) would say "1.00".
    expect(toCents(1.005)).toBe(101);
    expect(toCents('-2.50')).toBe(-250);
    expect(toCents(Number.NaN)).toBe(0);
  });
});

describe('formatCents: dollar sign, two decimals', () => {
  it('formats cents as dollars with two decimals', () => {
    expect(formatCents(0)).toBe('$0.00');
    expect(formatCents(5)).toBe('$0.05');
    expect(formatCents(1250)).toBe('$12.50');
    expect(formatCents(123456789)).toBe('$1,234,567.89');
    expect(formatCents(-5)).toBe('-$0.05');
  });

  it.each([
    [0, '$0.00'],
    [12.5, '$12.50'],
    ['7.255', '$7.26'],
    [1234.5, '$1,234.50'],
    ['not a number', '$0.00'],
  ])('API amount %s → %s', (input, expected) => {
    expect(formatCents(toCents(input))).toBe(expected);
  });
});
