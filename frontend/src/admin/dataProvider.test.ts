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
