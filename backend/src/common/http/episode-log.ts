import type { Logger } from '@nestjs/common';

/** A quiet spell this long ends an episode: the next occurrence is a new one and is logged again. */
const EPISODE_GAP_MS = 10_000;

/**
 * Logs one line per episode of a condition that repeats on every request while it lasts (the
 * database away, a backlog of plays), not one per request (docs/scaling.md).
 */
export class EpisodeLog {
  private last = 0;

  constructor(private readonly logger: Pick<Logger, 'warn'>) {}

  /** The condition happened now; `line` is written only when this starts a new episode. */
  happened(line: () => string): void {
    const now = Date.now();
    if (now - this.last > EPISODE_GAP_MS) this.logger.warn(line());
    this.last = now;
  }
}
