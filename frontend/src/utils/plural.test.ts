import { describe, expect, it } from 'vitest';
import { countOf, everyOne } from './plural';

describe('plural rules (docs/product-rules.md §17.9)', () => {
  it('a count with its noun in the right number', () => {
    expect(countOf(0, 'play')).toBe('0 plays');
    expect(countOf(1, 'play')).toBe('1 play');
    expect(countOf(1234, 'play')).toBe('1,234 plays');
    expect(countOf(2, 'entry', 'entries')).toBe('2 entries');
  });

  it('every one of them: never "all 1 date"', () => {
    expect(everyOne(1, 'date')).toBe('the date');
    expect(everyOne(2, 'date')).toBe('both dates');
    expect(everyOne(3, 'date')).toBe('all 3 dates');
  });
});
