import { postSync } from './api';
import { TEXT } from './config';
import { ScreenWakeLock } from './kiosk';
import { syncMediaCache } from './offlineCache';
import { newPlayId } from './playId';
import { IdbPlayQueue, type PlayQueue } from './playQueue';
import { syncOnce } from './playSync';
import { Rotation } from './rotation';
import { fileUrlsOf, planOf, type Creative } from './scheduleDiff';
import { SchedulePoller } from './schedulePoller';
import { Stage } from './stage';
import { emptyScreenTitle } from './openingHours';
import type { Play, ScheduleAnswer, ScheduleEntry } from './types';
import { renderCard, renderStage } from './views';

export interface SessionOptions {
  root: HTMLElement;
  displayId: number;
  token: string;
  /** Unknown when the player resumed offline (verify-auth got no answer). */
  displayName?: string;
  preview: boolean;
  /** The token stopped working: back to the form with the server's text. */
  onUnauthorized(message: string): void;
}

/**
 * An authenticated display at work: the schedule poller feeds the rotation;
 * each shown slot becomes a play in IndexedDB, sent with the next sync (one
 * request per cycle, docs/player.md). Preview mode runs the same rotation and
 * records nothing (no queue; a plain schedule poll).
 */
export class DisplaySession {
  private readonly stage: Stage;
  private readonly rotation: Rotation;
  private readonly poller: SchedulePoller;
  private readonly queue: PlayQueue | null;
  private readonly wakeLock = new ScreenWakeLock();

  constructor(private readonly options: SessionOptions) {
    const { displayId, token, preview } = options;
    this.stage = new Stage(preview);
    this.rotation = new Rotation(this.stage, (creative, shownAt) => this.record(creative, shownAt));
    const queue = preview ? null : new IdbPlayQueue();
    this.queue = queue;
    const events = {
      onSchedule: (entries: ScheduleEntry[], answer: ScheduleAnswer | null) => this.show(entries, answer),
      onError: (message: string) => this.fail(message),
      onUnauthorized: (message: string) => {
        this.stop();
        options.onUnauthorized(message);
      },
    };
    const post = (plays: readonly Play[], etag: string | null) => postSync(displayId, token, plays, etag, TEXT.fetchFailed);
    this.poller = queue
      ? new SchedulePoller(displayId, token, events, (etag) => syncOnce(queue, displayId, post, etag))
      : new SchedulePoller(displayId, token, events);
  }

  private get title(): string {
    return this.options.displayName ?? `Display ${this.options.displayId}`;
  }

  start(): void {
    renderCard(this.options.root, { title: this.title, text: TEXT.loading, state: 'loading' });
    this.poller.start();
  }

  stop(): void {
    this.poller.stop();
    this.rotation.stop();
    this.wakeLock.stop();
  }

  private show(entries: ScheduleEntry[], answer: ScheduleAnswer | null): void {
    void syncMediaCache(fileUrlsOf(entries));
    const plan = planOf(entries);
    if (plan.weights.length === 0) {
      this.rotation.stop();
      this.wakeLock.stop();
      // Closed: when it opens; open with nothing due: "No Content Scheduled" (docs/product-rules.md §7.10).
      renderCard(this.options.root, { title: emptyScreenTitle(answer, TEXT.noContent), text: this.title, state: 'empty' });
      return;
    }
    renderStage(this.options.root, this.stage.element);
    this.wakeLock.start();
    this.rotation.setPlan(plan);
  }

  /** Only called when there is no schedule at all to play (none kept, or it ran out). */
  private fail(message: string): void {
    this.rotation.stop();
    renderCard(this.options.root, {
      title: 'Error',
      text: message,
      tone: 'error',
      state: 'error',
      action: { label: 'Retry', onClick: () => void this.poller.poll() },
    });
  }

  private record(creative: Creative, shownAt: Date): void {
    if (!this.queue) return; // preview: nothing is recorded
    const play = { clientPlayId: newPlayId(), adCreativeId: creative.id, shownAt: shownAt.toISOString() };
    this.queue.add(this.options.displayId, play).catch((error: unknown) => console.warn('Could not store a play', error));
  }
}
