import { describe, expect, it } from 'vitest';
import { fullDatesOf } from './bookings';
import { ApiError } from './errors';

describe('fullDatesOf: the dates a booking 409 refuses', () => {
  it("reads the 409's details", () => {
    const error = new ApiError('Not enough hours left', 409, [
      { date: '2026-12-01', freeHours: 1 },
      { date: '2026-12-02', freeHours: 0 },
    ]);
    expect(fullDatesOf(error)).toEqual([
      { date: '2026-12-01', freeHours: 1 },
      { date: '2026-12-02', freeHours: 0 },
    ]);
  });

  it('is empty for other errors, other statuses, or details of another shape', () => {
    expect(fullDatesOf(new ApiError('Display not found', 404))).toEqual([]);
    expect(fullDatesOf(new ApiError('Conflict', 409))).toEqual([]);
    expect(fullDatesOf(new ApiError('Too many pending hours', 409, { pendingHours: 240 }))).toEqual([]);
    expect(fullDatesOf(new ApiError('x', 409, [{ date: '2026-12-01' }, 'junk', null]))).toEqual([]);
    expect(fullDatesOf(new ApiError('x', 500, [{ date: '2026-12-01', freeHours: 1 }]))).toEqual([]);
    expect(fullDatesOf(new Error('offline'))).toEqual([]);
  });
});
