import { Inject, Injectable, Logger, OnModuleDestroy, ServiceUnavailableException } from '@nestjs/common';
import { Clock } from '../../common/clock/clock';
import { EpisodeLog } from '../../common/http/episode-log';
import { Config } from '../../config/config';
import { PlayerRepository, PlayInput, PlayOutcome } from './player.repository';

interface Waiting {
  plays: PlayInput[];
  resolve: (outcomes: Map<number, PlayOutcome>) => void;
  reject: (error: unknown) => void;
}

/** Longest a play waits for others to share its commit. */
const GATHER_MS = 2;
/** Most plays one statement writes. */
const MAX_ROWS = 5000;
/**
 * Statements in flight at once: while one waits for its commit to reach the disk, the next
 * is already executing (docs/performance.md, "Two commits in flight"). Safe as two server
 * instances are: the unique indexes arbitrate and every writer locks rollup rows in key order.
 */
const MAX_IN_FLIGHT = 2;
/** What a request refused for the backlog is told to wait (docs/player.md, "A backlog of plays"). */
export const BACKLOG_RETRY_AFTER_SECONDS = 5;

/**
 * Group commit for plays (docs/player.md): the plays of concurrent requests are
 * written by one multi-row statement, and every request is answered only after
 * that statement committed, so an acknowledged play is durable.
 */
@Injectable()
export class PlayIngestService implements OnModuleDestroy {
  private queue: Waiting[] = [];
  private queuedRows = 0;
  private timer: NodeJS.Timeout | null = null;
  private readonly writing = new Set<Promise<void>>();
  private nextIdx = 0;
  private readonly maxQueued: number;
  private readonly backlogEpisodes = new EpisodeLog(new Logger('PlayIngest'));

  constructor(
    private readonly repository: PlayerRepository,
    private readonly clock: Clock,
    @Inject(Config) config: Pick<Config, 'player'>,
  ) {
    this.maxQueued = config.player.ingestMaxQueued;
  }

  /**
   * Stores the plays that are due; resolves with each play's outcome, in input order. Rejects at
   * once, storing none of them, with a 503 while more plays than the limit wait for a statement:
   * the sender keeps them and sends them again (docs/player.md, "A backlog of plays").
   */
  record(plays: Omit<PlayInput, 'idx'>[]): Promise<PlayOutcome[]> {
    if (!plays.length) return Promise.resolve([]);
    if (this.queuedRows > 0 && this.queuedRows + plays.length > this.maxQueued) return Promise.reject(this.backlogFull());
    const inputs = plays.map((p) => ({ ...p, idx: this.nextIdx++ }));
    this.nextIdx %= 1_000_000_000;
    return new Promise<Map<number, PlayOutcome>>((resolve, reject) => {
      this.queue.push({ plays: inputs, resolve, reject });
      this.queuedRows += inputs.length;
      this.schedule();
    }).then((outcomes) => inputs.map((p) => outcomes.get(p.idx)!));
  }

  private backlogFull(): ServiceUnavailableException {
    this.backlogEpisodes.happened(() => `${this.queuedRows} plays waiting to be written; answering 503 to requests that bring more`);
    return new ServiceUnavailableException({
      message: `Too many plays are waiting to be stored; send them again in ${BACKLOG_RETRY_AFTER_SECONDS} seconds`,
      details: { reason: 'plays_backlog', retryAfterSeconds: BACKLOG_RETRY_AFTER_SECONDS },
      headers: { 'Retry-After': String(BACKLOG_RETRY_AFTER_SECONDS) },
    });
  }

  private schedule(): void {
    if (this.writing.size >= MAX_IN_FLIGHT || this.timer) return;
    if (this.queuedRows >= MAX_ROWS) return void this.flush();
    this.timer = setTimeout(() => this.flush(), GATHER_MS);
  }

  private flush(): void {
    this.timer = null;
    const batch = this.takeBatch();
    if (!batch.length) return;
    const write: Promise<void> = this.write(batch).finally(() => {
      this.writing.delete(write);
      if (this.queue.length) this.schedule();
    });
    this.writing.add(write);
  }

  private takeBatch(): Waiting[] {
    const batch: Waiting[] = [];
    let rows = 0;
    while (this.queue.length && (rows === 0 || rows + this.queue[0].plays.length <= MAX_ROWS)) {
      const next = this.queue.shift()!;
      rows += next.plays.length;
      batch.push(next);
    }
    this.queuedRows -= rows;
    return batch;
  }

  private async write(batch: Waiting[]): Promise<void> {
    // A (display, clientPlayId) sent twice in one statement is written once; its copies are duplicates.
    const first = new Map<string, number>();
    const copies = new Map<number, number>();
    const unique: PlayInput[] = [];
    for (const play of batch.flatMap((w) => w.plays)) {
      const key = `${play.displayId}:${play.clientPlayId}`;
      const original = first.get(key);
      if (original === undefined) {
        first.set(key, play.idx);
        unique.push(play);
      } else copies.set(play.idx, original);
    }
    try {
      const outcomes = await this.repository.insertPlays(unique, this.clock.now());
      for (const [copy, original] of copies) {
        const outcome = outcomes.get(original)!;
        outcomes.set(copy, outcome === 'accepted' ? 'duplicate' : outcome);
      }
      for (const waiting of batch) waiting.resolve(outcomes);
    } catch (error) {
      for (const waiting of batch) waiting.reject(error);
    }
  }

  async onModuleDestroy(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    while (this.writing.size || this.queue.length) {
      if (this.writing.size < MAX_IN_FLIGHT && this.queue.length) this.flush();
      await Promise.all(this.writing);
    }
  }
}
