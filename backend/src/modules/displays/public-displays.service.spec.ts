import { gunzipSync } from 'zlib';
import { ARIZONA } from '../../common/service-area/service-area';
import { PublicDisplaysRepository } from './public-displays.repository';
import { PublicDisplaysService } from './public-displays.service';

// The public list's cache (docs/displays.md), without a database: the answer of each query is
// given by the test. The list itself is tested against PostgreSQL in test/displays-public.e2e-spec.ts.

/** The service on a connection whose queries wait until the test answers them (`pending`, in order). */
function fakeDatabase() {
  const pending: ((rows: object[]) => void)[] = [];
  const em = { getConnection: () => ({ execute: () => new Promise<object[]>((resolve) => pending.push(resolve)) }) };
  const service = new PublicDisplaysService(new PublicDisplaysRepository(em as never), { serviceArea: ARIZONA } as never);
  return { service, pending };
}
const row = (id: number) => ({
  id,
  name: `d${id}`,
  start_time: '09:00',
  end_time: '17:00',
  price_per_hour: '1.00',
  target_age_ranges: [],
  target_audiences: [],
});

describe('PublicDisplaysService cache', () => {
  it('shares one load between concurrent requests', async () => {
    const { service, pending } = fakeDatabase();
    const a = service.json();
    const b = service.json();
    expect(pending).toHaveLength(1);
    pending[0]([row(1)]);
    expect((await a).body).toBe((await b).body);
    expect(JSON.parse(gunzipSync((await a).gzipped).toString())).toEqual(JSON.parse((await a).body.toString()));
    await service.json();
    expect(pending).toHaveLength(1); // served from memory
  });

  it('after the TTL serves the old list at once while it reloads in the background', async () => {
    const { service, pending } = fakeDatabase();
    const first = service.json();
    pending[0]([row(1)]);
    await first;
    (service as unknown as { cached: { expiresAt: number } }).cached.expiresAt = 0; // expire it
    const stale = await service.json();
    expect(JSON.parse(stale.body.toString()).map((d: { id: number }) => d.id)).toEqual([1]);
    expect(pending).toHaveLength(2); // the reload started
    pending[1]([row(1), row(3)]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(JSON.parse((await service.json()).body.toString()).map((d: { id: number }) => d.id)).toEqual([1, 3]);
  });

  it('never keeps a list that was read before a change', async () => {
    const { service, pending } = fakeDatabase();
    const before = service.json();
    service.invalidate(); // a display changed while the first read was running
    const after = service.json();
    expect(pending).toHaveLength(2);
    pending[1]([row(1), row(2)]);
    pending[0]([row(1)]);
    await before;
    expect(JSON.parse((await after).body.toString()).map((d: { id: number }) => d.id)).toEqual([1, 2]);
    expect(JSON.parse((await service.json()).body.toString()).map((d: { id: number }) => d.id)).toEqual([1, 2]);
    expect(pending).toHaveLength(2);
  });
});
