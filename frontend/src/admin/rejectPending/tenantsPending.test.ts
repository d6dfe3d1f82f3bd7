import { describe, expect, it } from 'vitest';
import { bookingGroup } from '../../test/bookingFixtures';
import { toCents } from '../../utils/money';
import { tenantsPending } from './tenantsPending';

describe('pending groups by tenant (the bulk rejection screen)', () => {
  it('counts groups, dates and money per tenant, the most groups first', () => {
    const ana = { tenantId: 7, tenant: { username: 'ana' } };
    const bo = { tenantId: 8, tenant: { username: 'bo' } };
    const rows = tenantsPending(
      [bookingGroup({ ...bo, id: 'b1', totalPrice: '12.50' }), bookingGroup({ ...ana, id: 'a1' }), bookingGroup({ ...ana, id: 'a2' })],
      toCents,
    );
    expect(rows).toEqual([
      { tenantId: 7, username: 'ana', groups: 2, dates: 6, totalCents: 15000 },
      { tenantId: 8, username: 'bo', groups: 1, dates: 3, totalCents: 1250 },
    ]);
  });
});
