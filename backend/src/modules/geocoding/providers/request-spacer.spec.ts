import { performance } from 'perf_hooks';
import { GeocoderUnavailableError } from '../geocoder';
import { RequestSpacer } from './request-spacer';

const busy = (ms: number) => {
  const end = performance.now() + ms;
  while (performance.now() < end);
};

describe('RequestSpacer', () => {
  it('spaces calls from when the previous one really started, even when a timer fires late', async () => {
    const spacer = new RequestSpacer(100, 5_000);
    const starts: number[] = [];
    const calls = [0, 1, 2].map((i) =>
      spacer.schedule(async () => {
        starts.push(performance.now());
        // The first call's start is followed by a blocked event loop, so the second timer fires late.
        if (i === 0) busy(150);
      }),
    );
    await Promise.all(calls);
    expect(starts).toHaveLength(3);
    for (let i = 1; i < starts.length; i++) expect(starts[i] - starts[i - 1]).toBeGreaterThanOrEqual(100);
  });

  it('keeps arrival order and refuses a call that would wait past the bound', async () => {
    const spacer = new RequestSpacer(100, 250);
    const order: number[] = [];
    const accepted = [0, 1, 2].map((i) => spacer.schedule(async () => void order.push(i)));
    await expect(spacer.schedule(async () => void order.push(3))).rejects.toBeInstanceOf(GeocoderUnavailableError);
    await Promise.all(accepted);
    expect(order).toEqual([0, 1, 2]);
  });
});
