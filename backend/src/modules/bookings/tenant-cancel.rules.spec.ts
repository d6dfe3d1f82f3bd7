import { BadRequestException, ConflictException } from '@nestjs/common';
import { parseCancelDates } from './dto/cancel-booking-group.dto';
import { tenantCancelTargets, type CancellableRow } from './tenant-cancel.rules';
import { Unparsed } from '../../common/validation/parsed';

const rows: CancellableRow[] = [
  { id: 1, date: '2026-12-01', status: 'confirmed' },
  { id: 2, date: '2026-12-02', status: 'pending' },
  { id: 3, date: '2026-12-03', status: 'pending' },
  { id: 4, date: '2026-12-04', status: 'cancelled' },
];

const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    return e;
  }
  throw new Error('not refused');
};

describe('tenantCancelTargets (docs/product-rules.md §4.10)', () => {
  it('takes every pending date when no dates are given', () => {
    expect(tenantCancelTargets(rows, undefined)).toEqual([2, 3]);
  });

  it('takes exactly the dates asked for', () => {
    expect(tenantCancelTargets(rows, ['2026-12-03'])).toEqual([3]);
  });

  it('refuses a group with nothing pending (409)', () => {
    expect(refusal(() => tenantCancelTargets([rows[0], rows[3]], undefined))).toBeInstanceOf(ConflictException);
  });

  it('names dates outside the group (400) before looking at states', () => {
    const e = refusal(() => tenantCancelTargets(rows, ['2026-12-01', '2026-12-09'])) as BadRequestException;
    expect(e).toBeInstanceOf(BadRequestException);
    expect(e.getResponse()).toEqual({ message: 'Not in this booking group: 2026-12-09', details: { dates: ['2026-12-09'] } });
  });

  it('names every date that is not pending (409)', () => {
    const e = refusal(() => tenantCancelTargets(rows, ['2026-12-01', '2026-12-02', '2026-12-04'])) as ConflictException;
    expect(e.getResponse()).toEqual({
      message: 'Only pending dates can be cancelled: 2026-12-01 is confirmed, 2026-12-04 is cancelled',
      details: {
        notPending: [
          { date: '2026-12-01', status: 'confirmed' },
          { date: '2026-12-04', status: 'cancelled' },
        ],
      },
    });
  });
});

describe('parseCancelDates', () => {
  it('sorts distinct real dates', () => {
    expect(parseCancelDates(['2026-12-03', '2026-12-01'])).toEqual(['2026-12-01', '2026-12-03']);
  });

  it.each([[[]], ['2026-12-01'], [['2026-13-01']], [['2026-12-01', '2026-12-01']], [Array(61).fill('2026-12-01')], [[1]]])(
    'refuses %j',
    (value) => {
      expect(parseCancelDates(value)).toBeInstanceOf(Unparsed);
    },
  );
});
