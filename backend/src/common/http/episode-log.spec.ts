import { EpisodeLog } from './episode-log';

describe('EpisodeLog (one line per episode, docs/scaling.md)', () => {
  afterEach(() => jest.useRealTimers());

  it('logs the first occurrence, stays quiet while it repeats, and logs again after 10 s of quiet', () => {
    jest.useFakeTimers({ now: Date.parse('2026-12-03T12:00:00Z') });
    const warn = jest.fn();
    const log = new EpisodeLog({ warn });
    let n = 0;
    const line = () => `line ${++n}`;
    log.happened(line);
    for (let i = 0; i < 5; i++) {
      jest.advanceTimersByTime(9_000); // each within 10 s of the one before: the same episode
      log.happened(line);
    }
    expect(warn.mock.calls).toEqual([['line 1']]);
    jest.advanceTimersByTime(10_001);
    log.happened(line);
    expect(warn.mock.calls).toEqual([['line 1'], ['line 2']]); // the line is only built when written
  });
});
