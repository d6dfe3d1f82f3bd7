/**
 * At most `size` campaign bookings run at once on this node; the others wait here, in order
 * (docs/campaigns.md, "Concurrency"). A campaign holds a database connection while it waits for
 * the display locks of another, and the pool has 10: without this queue, 50 campaigns over the same
 * screens took every connection and the rest of the API timed out waiting for one.
 */
export class CampaignSlots {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly size: number) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.size) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.running++;
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}
