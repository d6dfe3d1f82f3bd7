import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PlayerApiError } from './api';
import { IdbPlayQueue } from './playQueue';
import { PlaySender, sendBatch, type PostPlays } from './playSender';
import type { Play, PlayStatus } from './types';

const DISPLAY = 4;
const play = (n: number, adCreativeId = 1): Play => ({
  clientPlayId: `id-${String(n).padStart(4, '0')}`,
  adCreativeId,
  shownAt: new Date(Date.UTC(2026, 10, 23, 18, 0, n * 10)).toISOString(),
});

/** A stand-in server: counts each clientPlayId once, answers per play like POST /plays. */
function fakeServer(refuse: (p: Play) => string | null = () => null) {
  const stored = new Map<string, Play>();
  const batches: number[] = [];
  const post: PostPlays = async (plays) => {
    batches.push(plays.length);
    const results = plays.map((p, index) => {
      const reason = refuse(p);
      const status: PlayStatus = reason ? 'refused' : stored.has(p.clientPlayId) ? 'duplicate' : 'accepted';
      if (status === 'accepted') stored.set(p.clientPlayId, p);
      return { clientPlayId: p.clientPlayId, status, index, ...(reason ? { reason: reason as 'not_scheduled' } : {}) };
    });
    const count = (s: PlayStatus) => results.filter((r) => r.status === s).length;
    return { accepted: count('accepted'), duplicates: count('duplicate'), refused: count('refused'), results };
  };
  return { stored, batches, post };
}

let queue: IdbPlayQueue;
beforeEach(() => {
  queue = new IdbPlayQueue(new IDBFactory()); // a fresh, empty database per test
});

describe('the IndexedDB play queue', () => {
  it('keeps plays per display, oldest first, and removes answered ones', async () => {
    await queue.add(DISPLAY, play(3));
    await queue.add(DISPLAY, play(1));
    await queue.add(9, play(2));
    await queue.add(DISPLAY, play(2, 5));
    expect((await queue.oldest(DISPLAY, 10)).map((p) => p.clientPlayId)).toEqual(['id-0001', 'id-0002', 'id-0003']);
    expect(await queue.oldest(DISPLAY, 2)).toEqual([play(1), play(2, 5)]);
    await queue.remove(['id-0001', 'id-0003']);
    expect(await queue.count(DISPLAY)).toBe(1);
    expect(await queue.count(9)).toBe(0); // id-0002 of display 9 shares the id: one row per clientPlayId
  });
});

describe('sendBatch: what is deleted and what is kept', () => {
  it('deletes accepted, duplicate and refused plays (the server answered for each)', async () => {
    const server = fakeServer((p) => (p.adCreativeId === 7 ? 'not_scheduled' : null));
    for (const n of [1, 2, 3]) await queue.add(DISPLAY, play(n, n === 3 ? 7 : 1));
    await server.post([play(2)]); // already counted once: the resend is a duplicate
    expect(await sendBatch(queue, DISPLAY, server.post)).toEqual({ outcome: 'sent', full: false });
    expect(await queue.count(DISPLAY)).toBe(0);
    expect(new Set(server.stored.keys())).toEqual(new Set(['id-0001', 'id-0002']));
  });

  it.each([
    ['no answer (offline)', new PlayerApiError('Failed to send plays', 0)],
    ['a server error', new PlayerApiError('Internal Server Error', 503)],
    ['too many requests', new PlayerApiError('Too Many Requests', 429)],
    ['a revoked token', new PlayerApiError('Display not authenticated', 401)],
    ['a network TypeError', new TypeError('Failed to fetch')],
  ])('keeps every play after %s', async (_what, error) => {
    await queue.add(DISPLAY, play(1));
    await queue.add(DISPLAY, play(2));
    expect(await sendBatch(queue, DISPLAY, () => Promise.reject(error))).toEqual({ outcome: 'kept', full: false });
    expect(await queue.count(DISPLAY)).toBe(2);
  });

  it('drops a batch the server refuses as a whole (400), so it cannot block the queue', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await queue.add(DISPLAY, play(1));
    await sendBatch(queue, DISPLAY, () => Promise.reject(new PlayerApiError('Bad Request', 400)));
    expect(await queue.count(DISPLAY)).toBe(0);
  });

  it('keeps plays the answer does not mention', async () => {
    await queue.add(DISPLAY, play(1));
    await queue.add(DISPLAY, play(2));
    const answer = {
      accepted: 1,
      duplicates: 0,
      refused: 0,
      results: [{ clientPlayId: 'id-0002', status: 'accepted' as const, index: 0 }],
    };
    await sendBatch(queue, DISPLAY, () => Promise.resolve(answer));
    expect((await queue.oldest(DISPLAY, 10)).map((p) => p.clientPlayId)).toEqual(['id-0001']);
  });

  it('sends nothing when empty', async () => {
    const post = vi.fn<PostPlays>();
    expect(await sendBatch(queue, DISPLAY, post)).toEqual({ outcome: 'empty', full: false });
    expect(post).not.toHaveBeenCalled();
  });
});

describe('PlaySender', () => {
  afterEach(() => vi.useRealTimers());

  it('drains a long backlog in batches of at most 500', async () => {
    const server = fakeServer();
    for (let n = 0; n < 1203; n++) await queue.add(DISPLAY, play(n));
    await new PlaySender(queue, DISPLAY, server.post).flush();
    expect(server.batches).toEqual([500, 500, 203]);
    expect(server.stored.size).toBe(1203);
    expect(await queue.count(DISPLAY)).toBe(0);
  });

  it('runs one send at a time: overlapping triggers share it', async () => {
    const server = fakeServer();
    for (let n = 0; n < 3; n++) await queue.add(DISPLAY, play(n));
    const sender = new PlaySender(queue, DISPLAY, server.post);
    await Promise.all([sender.flush(), sender.flush(), sender.flush()]);
    expect(server.batches).toEqual([3]);
  });

  it('counts each play once when an answer is lost after the server stored it', async () => {
    const server = fakeServer();
    let loseAnswer = true;
    const post: PostPlays = async (plays) => {
      const answer = await server.post(plays);
      if (loseAnswer) throw new PlayerApiError('Failed to send plays', 0); // committed, but the reply never came
      return answer;
    };
    for (let n = 0; n < 4; n++) await queue.add(DISPLAY, play(n));
    const sender = new PlaySender(queue, DISPLAY, post);
    await sender.flush();
    expect(await queue.count(DISPLAY)).toBe(4);
    loseAnswer = false;
    await sender.flush();
    expect(await queue.count(DISPLAY)).toBe(0);
    expect(server.stored.size).toBe(4);
  });

  it('sends every 30 s and when the connection returns', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const server = fakeServer();
    const sender = new PlaySender(queue, DISPLAY, server.post);
    sender.start();
    await vi.waitFor(() => expect(server.batches).toEqual([])); // the start-up flush found nothing
    await queue.add(DISPLAY, play(1));
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(server.batches).toEqual([1]));
    await queue.add(DISPLAY, play(2));
    vi.advanceTimersByTime(30_000);
    await vi.waitFor(() => expect(server.batches).toEqual([1, 1]));
    sender.stop();
    await queue.add(DISPLAY, play(3));
    window.dispatchEvent(new Event('online'));
    vi.advanceTimersByTime(60_000);
    expect(server.batches).toEqual([1, 1]);
  });
});
