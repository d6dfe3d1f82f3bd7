import { PlayerApiError } from './api';
import { PLAYS_PER_BATCH, SEND_MS } from './config';
import type { PlayQueue } from './playQueue';
import type { Play, PlaysAnswer } from './types';

export type PostPlays = (plays: readonly Play[]) => Promise<PlaysAnswer>;

export type SendOutcome = 'sent' | 'empty' | 'kept';

/**
 * Sends one batch (oldest first) and deletes every play the server answered
 * for: accepted, duplicate or refused — a refused play will never be accepted,
 * so keeping it would only block the queue. Plays whose request got no answer
 * (network, 5xx, 429, or a token that stopped working) stay for the next try;
 * the server counts a resent play once (its clientPlayId).
 */
export async function sendBatch(
  queue: PlayQueue,
  displayId: number,
  post: PostPlays,
  limit = PLAYS_PER_BATCH,
): Promise<{ outcome: SendOutcome; full: boolean }> {
  const batch = await queue.oldest(displayId, limit);
  if (batch.length === 0) return { outcome: 'empty', full: false };
  let answer: PlaysAnswer;
  try {
    answer = await post(batch);
  } catch (error) {
    const keep = !(error instanceof PlayerApiError) || error.retryable || error.status === 401 || error.status === 403;
    if (keep) return { outcome: 'kept', full: false };
    // Any other 4xx refuses the batch as such; dropping it keeps one bad play from blocking all others.
    console.warn('Plays refused as a batch; dropping them', error);
    await queue.remove(batch.map((play) => play.clientPlayId));
    return { outcome: 'sent', full: batch.length === limit };
  }
  const sent = new Set(batch.map((play) => play.clientPlayId));
  const answered = answer.results.map((result) => result.clientPlayId).filter((id): id is string => id !== null && sent.has(id));
  await queue.remove(answered);
  return { outcome: 'sent', full: batch.length === limit && answered.length > 0 };
}

/** Sends buffered plays every 30 s and when the connection returns; one send at a time. */
export class PlaySender {
  private timer: ReturnType<typeof setInterval> | undefined;
  private running: Promise<void> | null = null;
  private readonly onOnline = () => void this.flush();

  constructor(
    private readonly queue: PlayQueue,
    private readonly displayId: number,
    private readonly post: PostPlays,
  ) {}

  start(): void {
    this.stop();
    this.timer = setInterval(() => void this.flush(), SEND_MS);
    window.addEventListener('online', this.onOnline);
    void this.flush(); // plays left from before a reload
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
    window.removeEventListener('online', this.onOnline);
  }

  /** Sends batches until the queue is empty or a request fails. */
  flush(): Promise<void> {
    this.running ??= this.drain().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async drain(): Promise<void> {
    try {
      for (let round = 0; round < 100; round++) {
        const { outcome, full } = await sendBatch(this.queue, this.displayId, this.post);
        if (outcome !== 'sent' || !full) return;
      }
    } catch (error) {
      console.warn('Sending plays failed; they stay queued', error);
    }
  }
}
