import { describe, expect, it } from 'vitest';
import { mockApi } from '../test/mockApi';
import { dataProvider } from './dataProvider';

describe('admin dataProvider', () => {
  it('reads /api/admin/<resource> with the session cookie', async () => {
    const api = mockApi({});
    // ra-data-simple-rest needs a Content-Range header; the mock has none, so the call fails after sending.
    await dataProvider
      .getList('displays', { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' }, filter: {} })
      .catch(() => undefined);
    expect(api.calls[0]).toMatchObject({ method: 'GET', path: '/api/admin/displays', credentials: 'include' });
  });
});

describe('admin dataProvider: ad creatives', () => {
  it('maps the review-ad-creatives resource to /api/admin/ad-creatives (sort, range, filter, Content-Range)', async () => {
    const api = mockApi({});
    api.fetchMock.mockImplementation(
      async () =>
        new Response(JSON.stringify([{ id: 3, name: 'Sale' }]), {
          status: 200,
          headers: { 'Content-Type': 'application/json', 'Content-Range': 'ad-creatives 0-0/31' },
        }),
    );
    const result = await dataProvider.getList('review-ad-creatives', {
      pagination: { page: 2, perPage: 25 },
      sort: { field: 'createdAt', order: 'DESC' },
      filter: { status: 'pending', q: 'sale' },
    });
    expect(result).toMatchObject({ data: [{ id: 3, name: 'Sale' }], total: 31 });
    const request = api.fetchMock.mock.calls[0][0];
    const url = new URL(String(request instanceof Request ? request.url : request), window.location.origin);
    expect(url.pathname).toBe('/api/admin/ad-creatives');
    expect(JSON.parse(url.searchParams.get('sort') ?? '')).toEqual(['createdAt', 'DESC']);
    expect(JSON.parse(url.searchParams.get('range') ?? '')).toEqual([25, 49]);
    expect(JSON.parse(url.searchParams.get('filter') ?? '')).toEqual({ status: 'pending', q: 'sale' });
  });
});

describe('admin dataProvider: the admin actions', () => {
  const GROUP = '11111111-1111-4111-8111-111111111111';

  it('sends each action to its endpoint with the session cookie', async () => {
    const api = mockApi({
      [`POST /api/admin/bookings/groups/${GROUP}/paid`]: { body: {} },
      [`POST /api/admin/bookings/groups/${GROUP}/reject`]: { body: {} },
      'POST /api/admin/displays/5/approve': { body: {} },
      'DELETE /api/admin/bookings/301': { body: { message: 'Booking deleted successfully' } },
    });
    await dataProvider.setPaid(GROUP, true);
    await dataProvider.rejectGroup(GROUP);
    await dataProvider.approveDisplay(5, { approved: false, notes: 'Blurry photos' });
    await dataProvider.deleteBooking(301);
    expect(api.calls.map(({ method, path, body, credentials }) => ({ method, path, body, credentials }))).toEqual([
      { method: 'POST', path: `/api/admin/bookings/groups/${GROUP}/paid`, body: { paid: true }, credentials: 'include' },
      { method: 'POST', path: `/api/admin/bookings/groups/${GROUP}/reject`, body: {}, credentials: 'include' },
      { method: 'POST', path: '/api/admin/displays/5/approve', body: { approved: false, notes: 'Blurry photos' }, credentials: 'include' },
      { method: 'DELETE', path: '/api/admin/bookings/301', body: undefined, credentials: 'include' },
    ]);
  });

  it("a refused action rejects with the server's message", async () => {
    mockApi({
      [`POST /api/admin/bookings/groups/${GROUP}/confirm`]: { status: 409, body: { statusCode: 409, message: 'Nothing to confirm' } },
    });
    await expect(dataProvider.confirmGroup(GROUP)).rejects.toMatchObject({ message: 'Nothing to confirm', status: 409 });
  });
});
