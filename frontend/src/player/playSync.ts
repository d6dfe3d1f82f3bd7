import { PlayerApiError, type ScheduleResult } from './api';
import { PLAYS_PER_BATCH } from './config';
import type { PlayQueue } from './playQueue';
import type { Play, SyncAnswer } from './types';

export type PostSync = (plays: readonly Play[], etag: string | null) => Promise<SyncAnswer>;

/**
 * One cycle (docs/player.md, "Sync"): the oldest waiting plays and the ETag of the
 * schedule held go in one request. Every play the server answered for is deleted
 * (accepted, duplicate or refused — a refused play will never be accepted, so keeping
 * it would only block the queue); plays whose request got no answer (network, 5xx, 429,
 * or a token that stopped working) stay and ride on the next sync — the server counts a
 * resent play once (its clientPlayId).
 */
export async function syncOnce(
  queue: PlayQueue,
  displayId: number,
  post: PostSync,
  etag: string | null,
  limit = PLAYS_PER_BATCH,
): Promise<ScheduleResult> {
  // Storage trouble must not stop the schedule: sync without plays then.
  const batch = await queue.oldest(displayId, limit).catch(() => [] as Play[]);
  let answer: SyncAnswer;
  try {
    answer = await post(batch, etag);
  } catch (error) {
    const keep = !(error instanceof PlayerApiError) || error.retryable || error.status === 401 || error.status === 403;
    if (!keep && batch.length) {
      // Any other 4xx refuses the request as such; dropping the plays keeps one bad play from blocking all others.
      console.warn('Plays refused as a batch; dropping them', error);
      await queue.remove(batch.map((play) => play.clientPlayId));
    }
    throw error;
  }
  const sent = new Set(batch.map((play) => play.clientPlayId));
  const answered = answer.results.map((result) => result.clientPlayId).filter((id): id is string => id !== null && sent.has(id));
  await queue.remove(answered).catch((error: unknown) => console.warn('Could not delete answered plays; they will be resent', error));
  const parsed = Date.parse(answer.serverTime);
  const serverNow = Number.isNaN(parsed) ? Date.now() : parsed;
  const more = batch.length === limit && answered.length > 0;
  if (answer.notModified || !answer.schedule) return { changed: false, serverNow, more };
  return { changed: true, answer: answer.schedule, etag: answer.scheduleEtag, serverNow, more };
}
