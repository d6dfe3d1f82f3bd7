import { describe, expect, it } from 'vitest';
import { GROUP_STATE_FILTERS, GROUP_STATE_LABELS, groupStateHint } from './bookingGroupStates';
import { totalFromContentRange } from '../../../api/request';
import { tenantBookingGroupsQuery } from '../../../api/tenantBookingGroups';

describe('My Bookings: pure helpers', () => {
  it('names every state and offers a filter for each', () => {
    expect(new Set(Object.keys(GROUP_STATE_LABELS))).toEqual(new Set(['cancelled', 'confirmed', 'expired', 'pending', 'rejected']));
    expect(GROUP_STATE_FILTERS.map((f) => f.value)).toEqual(['all', 'pending', 'confirmed', 'rejected', 'expired', 'cancelled']);
  });

  it('tells what comes next by state', () => {
    expect(groupStateHint({ status: 'pending', paid: false })).toMatch(/confirm/);
    expect(groupStateHint({ status: 'confirmed', paid: false })).toMatch(/Payment/);
    expect(groupStateHint({ status: 'confirmed', paid: true })).toBeNull();
    expect(groupStateHint({ status: 'rejected', paid: false })).toBeNull();
  });

  it('builds the list query for a page and a state', () => {
    expect(tenantBookingGroupsQuery({ page: 2, perPage: 10, status: 'rejected' })).toEqual({
      sort: '["createdAt","DESC"]',
      range: '[20,29]',
      filter: '{"status":"rejected"}',
    });
    expect(tenantBookingGroupsQuery({ page: 0, perPage: 10 }).filter).toBe('{}');
  });

  it('reads the total from Content-Range', () => {
    expect(totalFromContentRange('booking-groups 0-9/42', 10)).toBe(42);
    expect(totalFromContentRange('booking-groups 0-0/0', 0)).toBe(0);
    expect(totalFromContentRange(null, 3)).toBe(3);
  });
});
