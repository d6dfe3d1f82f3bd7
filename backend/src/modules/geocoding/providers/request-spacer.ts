import { performance } from 'perf_hooks';
import { GeocoderUnavailableError } from '../geocoder';

/**
 * Starts calls at least `intervalMs` apart, in arrival order (Nominatim's usage
 * policy: at most one request per second). A call that would wait longer than
 * `maxWaitMs` is refused at once instead of piling up.
 */
export class RequestSpacer {
  private nextStart = 0;

  constructor(
    private readonly intervalMs: number,
    private readonly maxWaitMs: number,
  ) {}

  async schedule<T>(call: () => Promise<T>): Promise<T> {
    const now = performance.now();
    const start = Math.max(now, this.nextStart);
    if (start - now > this.maxWaitMs) throw new GeocoderUnavailableError('too many address searches waiting');
    this.nextStart = start + this.intervalMs;
    if (start > now) await new Promise((resolve) => setTimeout(resolve, start - now));
    return call();
  }
}

/** A small map with expiry and a size bound (oldest entries go first). */
export class TtlCache<V> {
  private readonly entries = new Map<string, { value: V; expiresAt: number }>();

  constructor(
    private readonly maxEntries: number,
    private readonly ttlMs: number,
  ) {}

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= performance.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: string, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, { value, expiresAt: performance.now() + this.ttlMs });
    while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
  }
}
