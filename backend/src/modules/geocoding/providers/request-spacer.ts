import { performance } from 'perf_hooks';
import { GeocoderUnavailableError } from '../geocoder';

/**
 * Starts calls at least `intervalMs` apart, in arrival order (Nominatim's usage
 * policy: at most one request per second). A call that would wait longer than
 * `maxWaitMs` is refused at once instead of piling up.
 *
 * The gap is measured from when the previous call really started, not from when it was
 * planned to: on a busy event loop a timer fires late, and spacing from the plan would
 * let the next call start sooner after a late one.
 */
export class RequestSpacer {
  private lastStart = Number.NEGATIVE_INFINITY;
  private waiting = 0;
  private tail: Promise<void> = Promise.resolve();

  constructor(
    private readonly intervalMs: number,
    private readonly maxWaitMs: number,
  ) {}

  async schedule<T>(call: () => Promise<T>): Promise<T> {
    const untilFree = Math.max(0, this.lastStart + this.intervalMs - performance.now());
    if (untilFree + this.waiting * this.intervalMs > this.maxWaitMs)
      throw new GeocoderUnavailableError('too many address searches waiting');
    this.waiting++;
    const turn = this.tail.then(() => this.waitForTurn());
    this.tail = turn;
    try {
      await turn;
    } finally {
      this.waiting--;
    }
    return call();
  }

  private async waitForTurn(): Promise<void> {
    for (;;) {
      const wait = this.lastStart + this.intervalMs - performance.now();
      if (wait <= 0) break;
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
    this.lastStart = performance.now();
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
