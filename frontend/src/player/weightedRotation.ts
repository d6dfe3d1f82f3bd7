/**
 * Which ad comes next. One loop holds each ad `weight` times (its hours
 * booked), so airtime follows the hours sold; the loop is then played over
 * and over.
 *
 * The loop is laid out by a smooth weighted round-robin (the nginx upstream
 * algorithm: each pick adds every weight to its running score, takes the
 * highest and subtracts the total), which spreads each ad evenly. Because the
 * loop repeats, its last slot meets its first; a repair pass then swaps slots
 * while that lowers the number of back-to-back repeats, counting across the
 * wrap. Repeats that remain are forced by the weights (A 3 + B 1 → A A B A).
 */
export interface Weighted<K> {
  key: K;
  weight: number;
}

function roundRobin<K>(items: readonly Weighted<K>[]): K[] {
  const scores = items.map(() => 0);
  const total = items.reduce((sum, item) => sum + item.weight, 0);
  const loop: K[] = [];
  for (let n = 0; n < total; n++) {
    let best = 0;
    for (let i = 0; i < items.length; i++) {
      scores[i] += items[i].weight;
      if (scores[i] > scores[best]) best = i;
    }
    scores[best] -= total;
    loop.push(items[best].key);
  }
  return loop;
}

/** Back-to-back repeats of a loop played over and over (the last slot meets the first). */
export function cyclicRepeats<K>(loop: readonly K[]): number {
  if (loop.length < 2) return 0;
  let repeats = 0;
  for (let i = 0; i < loop.length; i++) if (loop[i] === loop[(i + 1) % loop.length]) repeats++;
  return repeats;
}

function repair<K>(loop: K[]): K[] {
  let repeats = cyclicRepeats(loop);
  // Each accepted swap lowers the count, so this ends; loops are small (hours in a day).
  for (let improved = true; improved && repeats > 0;) {
    improved = false;
    for (let i = 0; i < loop.length && !improved; i++) {
      const a = (i + 1) % loop.length;
      if (loop[i] !== loop[a]) continue;
      for (let j = 0; j < loop.length && !improved; j++) {
        [loop[a], loop[j]] = [loop[j], loop[a]];
        const after = cyclicRepeats(loop);
        if (after < repeats) {
          repeats = after;
          improved = true;
        } else {
          [loop[a], loop[j]] = [loop[j], loop[a]];
        }
      }
    }
  }
  return loop;
}

/** One loop: each key `weight` times (weights ≤ 0 left out), spread out. */
export function weightedLoop<K>(items: readonly Weighted<K>[]): K[] {
  return repair(roundRobin(items.filter((item) => item.weight > 0)));
}

function sameItems<K>(a: readonly Weighted<K>[], b: readonly Weighted<K>[]): boolean {
  return a.length === b.length && a.every((item, i) => item.key === b[i].key && item.weight === b[i].weight);
}

/**
 * Plays the loop over and over. Setting the same items again (a schedule
 * refresh) keeps the place in the loop; new items make a new loop, entered at
 * a slot that does not repeat the ad just picked.
 */
export class WeightedRotation<K> {
  private items: Weighted<K>[] = [];
  private loop: K[] = [];
  private position = 0;
  private last: K | undefined;

  constructor(items: readonly Weighted<K>[] = []) {
    this.setItems(items);
  }

  /** `onScreen`: the ad showing now, which the new loop should not start with (default: the last pick). */
  setItems(items: readonly Weighted<K>[], onScreen: K | undefined = this.last): void {
    const kept = items.filter((item) => item.weight > 0);
    if (sameItems(kept, this.items)) return;
    this.items = kept;
    this.loop = weightedLoop(kept);
    const start = this.loop.findIndex((key) => key !== onScreen);
    this.position = Math.max(0, start);
  }

  get size(): number {
    return this.items.length;
  }

  /** The next key, or undefined when there is nothing to show. */
  next(): K | undefined {
    if (this.loop.length === 0) return undefined;
    const key = this.loop[this.position];
    this.position = (this.position + 1) % this.loop.length;
    this.last = key;
    return key;
  }
}
