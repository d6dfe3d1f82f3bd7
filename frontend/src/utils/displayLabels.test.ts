import { describe, expect, it } from 'vitest';
import {
  AGE_RANGE_OPTIONS,
  ageRangeLabel,
  AUDIENCE_OPTIONS,
  audienceLabel,
  formatAddress,
  HOUR_OPTIONS,
  LOCATION_TYPE_OPTIONS,
  locationTypeLabel,
} from './displayLabels';
import { formatOperatingHours, formatTime12, formatTimeRange } from './format';
import { formatCents, toCents } from './money';

describe('display labels (docs/product-rules.md §13)', () => {
  it('capitalises location types; communal is "Communal Space"', () => {
    expect(LOCATION_TYPE_OPTIONS.map((o) => [o.value, o.label])).toEqual([
      ['outdoor', 'Outdoor'],
      ['indoor', 'Indoor'],
      ['elevator', 'Elevator'],
      ['walkway', 'Walkway'],
      ['communal', 'Communal Space'],
    ]);
    expect(locationTypeLabel('communal')).toBe('Communal Space');
    expect(locationTypeLabel('rooftop')).toBe('Rooftop');
  });

  it('labels age ranges 16+, 20-35, 36-50, 50+', () => {
    expect(AGE_RANGE_OPTIONS.map((o) => o.label)).toEqual(['16+', '20-35', '36-50', '50+']);
    expect(ageRangeLabel('16-plus')).toBe('16+');
    expect(ageRangeLabel('50-plus')).toBe('50+');
  });

  it('labels audiences', () => {
    expect(AUDIENCE_OPTIONS.map((o) => o.label)).toEqual(['Students', 'Professionals', 'Retirees', 'Athletes', 'Shoppers']);
    expect(audienceLabel('retirees')).toBe('Retirees');
  });

  it('offers the hourly times 00:00 to 23:00', () => {
    expect(HOUR_OPTIONS).toHaveLength(24);
    expect(HOUR_OPTIONS[0]).toBe('00:00');
    expect(HOUR_OPTIONS[9]).toBe('09:00');
    expect(HOUR_OPTIONS[23]).toBe('23:00');
  });

  it('formats an address on one line', () => {
    expect(formatAddress({ streetAddress: '1 E Washington St', city: 'Phoenix', state: 'AZ', zipCode: '85004' })).toBe(
      '1 E Washington St, Phoenix, AZ 85004',
    );
  });
});

describe('times in 12-hour form (docs/product-rules.md §18)', () => {
  it.each([
    ['00:00', '12:00 AM'],
    ['09:00', '9:00 AM'],
    ['12:00', '12:00 PM'],
    ['17:00', '5:00 PM'],
    ['23:30', '11:30 PM'],
  ])('%s → %s', (time, expected) => {
    expect(formatTime12(time)).toBe(expected);
  });

  it('formats ranges and operating hours as "9:00 AM - 5:00 PM"', () => {
    expect(formatTimeRange('09:00', '17:00')).toBe('9:00 AM - 5:00 PM');
    expect(formatOperatingHours('09:00-17:00')).toBe('9:00 AM - 5:00 PM');
    expect(formatOperatingHours('all day')).toBe('all day');
  });

  it('shows prices with a dollar sign and two decimals', () => {
    expect(formatCents(toCents('12.50'))).toBe('$12.50');
    expect(formatCents(toCents('9'))).toBe('$9.00');
  });
});
