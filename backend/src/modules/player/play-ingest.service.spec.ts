import { Clock } from '../../common/clock/clock';
import { PlayIngestService } from './play-ingest.service';
import type { PlayerRepository, PlayInput, PlayOutcome } from './player.repository';

/** A repository whose statements finish only when the test says so. */
function pendingRepository() {
  const statements: { plays: PlayInput[]; commit: () => void }[] = [];
  const repository = {
    insertPlays: (plays: PlayInput[]) =>
      new Promise<Map<number, PlayOutcome>>((resolve) => {
        statements.push({ plays, commit: () => resolve(new Map(plays.map((p) => [p.idx, 'accepted' as const]))) });
      }),
  } as unknown as PlayerRepository;
  return { repository, statements };
}

const play = (displayId: number, clientPlayId: string) => ({
  displayId,
  adCreativeId: 1,
  clientPlayId,
  shownAt: new Date('2026-11-27T17:00:00Z'),
  verified: false,
});
const config = (ingestMaxQueued = 50_000) => ({ player: { playRetentionDays: 400, ingestMaxQueued } });
const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('PlayIngestService (group commit, docs/player.md)', () => {
  it('keeps two statements in flight at most; the rest gather for the next', async () => {
    const { repository, statements } = pendingRepository();
    const ingest = new PlayIngestService(repository, new Clock(), config());
    const first = ingest.record([play(1, 'a')]);
    await tick();
    const second = ingest.record([play(2, 'b')]);
    await tick();
    const third = ingest.record([play(3, 'c')]);
    const fourth = ingest.record([play(4, 'd')]);
    await tick();
    expect(statements.map((s) => s.plays.map((p) => p.clientPlayId))).toEqual([['a'], ['b']]);

    statements[1].commit();
    await expect(second).resolves.toEqual(['accepted']);
    await tick();
    // The two that waited share the freed slot's statement.
    expect(statements.map((s) => s.plays.map((p) => p.clientPlayId))).toEqual([['a'], ['b'], ['c', 'd']]);
    statements[0].commit();
    statements[2].commit();
    await expect(Promise.all([first, third, fourth])).resolves.toEqual([['accepted'], ['accepted'], ['accepted']]);
  });

  it('a play sent twice in one statement is written once; its copy is a duplicate', async () => {
    const { repository, statements } = pendingRepository();
    const ingest = new PlayIngestService(repository, new Clock(), config());
    const both = ingest.record([play(1, 'a'), play(1, 'a')]);
    await tick();
    expect(statements[0].plays).toHaveLength(1);
    statements[0].commit();
    await expect(both).resolves.toEqual(['accepted', 'duplicate']);
  });

  it('on shutdown, answers every play queued or in flight before it returns', async () => {
    const { repository, statements } = pendingRepository();
    const ingest = new PlayIngestService(repository, new Clock(), config());
    const answered: string[] = [];
    for (const id of ['a', 'b', 'c']) {
      void ingest.record([play(1, id)]).then(() => answered.push(id));
      await tick();
    }
    const stopped = ingest.onModuleDestroy().then(() => answered.push('stopped'));
    // Commit whatever is in flight until the queue is empty.
    for (let i = 0; i < 10 && !answered.includes('stopped'); i++) {
      statements.forEach((s) => s.commit());
      await tick();
    }
    await stopped;
    expect(answered).toHaveLength(4);
    expect(answered[3]).toBe('stopped');
    expect(answered).toEqual(expect.arrayContaining(['a', 'b', 'c', 'stopped']));
  });

  it('past its limit of waiting plays, refuses a request that brings more with a 503, storing none of it', async () => {
    const { repository, statements } = pendingRepository();
    const ingest = new PlayIngestService(repository, new Clock(), config(4));
    const inFlight = [ingest.record([play(1, 'a')])];
    await tick();
    inFlight.push(ingest.record([play(2, 'b')]));
    await tick();
    expect(statements).toHaveLength(2); // both slots busy: the next plays wait
    const waiting = ingest.record([play(3, 'c'), play(3, 'd'), play(3, 'e')]);
    const fits = ingest.record([play(4, 'f')]); // 4 waiting: the limit, not past it
    const refused = ingest.record([play(5, 'g')]);
    await expect(refused).rejects.toMatchObject({
      status: 503,
      response: { details: { reason: 'plays_backlog', retryAfterSeconds: 5 }, headers: { 'Retry-After': '5' } },
    });
    // A request alone in an empty queue always fits, however many plays it brings.
    statements.forEach((s) => s.commit());
    await Promise.all(inFlight);
    await tick();
    expect(statements[2].plays.map((p) => p.clientPlayId)).toEqual(['c', 'd', 'e', 'f']);
    statements[2].commit();
    await expect(Promise.all([waiting, fits])).resolves.toEqual([['accepted', 'accepted', 'accepted'], ['accepted']]);
    const big = ingest.record(Array.from({ length: 6 }, (_, i) => play(6, `big-${i}`)));
    await tick();
    statements[3].commit();
    await expect(big).resolves.toHaveLength(6);
    expect(statements.flatMap((s) => s.plays.map((p) => p.clientPlayId))).not.toContain('g');
  });
});
