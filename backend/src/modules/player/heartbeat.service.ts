import { Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { PlayerRepository } from './player.repository';

/** Often, so that each write is small: a network's heartbeats are a steady trickle, not bursts. */
const FLUSH_EVERY_MS = 1_000;
/**
 * A display's stored heartbeat moves on once per window of this length: "Online" means seen within
 * 2 minutes and an outage starts after 10, so a screen that syncs every few seconds costs one row
 * write a half-minute, not one per flush (docs/player.md).
 */
export const HEARTBEAT_RESOLUTION_MS = 30_000;

/**
 * The window of the display's own that `atMs` falls in. Each display's windows start at its own
 * offset (the golden ratio's fraction of its id), so displays first written together are written
 * again spread over the next 30 s rather than all in one flush (docs/performance.md, "The
 * heartbeat's writes, spread").
 */
export function heartbeatWindow(displayId: number, atMs: number): number {
  const offset = ((displayId * 0.618_033_988_749_895) % 1) * HEARTBEAT_RESOLUTION_MS;
  return Math.floor((atMs - offset) / HEARTBEAT_RESOLUTION_MS);
}

/** Whether a display seen at `atMs` is written, having last been written at `writtenMs` (never: undefined). */
export function heartbeatDue(displayId: number, atMs: number, writtenMs: number | undefined): boolean {
  return writtenMs === undefined || heartbeatWindow(displayId, atMs) > heartbeatWindow(displayId, writtenMs);
}

/**
 * "Seen" marks from schedule polls and syncs, kept in memory and written for all displays in
 * one statement every second: a poll does no write of its own (docs/player.md).
 */
@Injectable()
export class HeartbeatService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('Heartbeat');
  private seenSince = new Map<number, Date>();
  /** The heartbeat this instance last wrote per display (ms). */
  private readonly written = new Map<number, number>();
  private timer: NodeJS.Timeout | null = null;
  private failing = false;

  constructor(private readonly repository: PlayerRepository) {}

  seen(displayId: number, at: Date): void {
    const before = this.seenSince.get(displayId);
    if (!before || before < at) this.seenSince.set(displayId, at);
  }

  onModuleInit(): void {
    this.timer = setInterval(() => void this.flush(), FLUSH_EVERY_MS);
    this.timer.unref();
  }

  /** Writes what was seen since the last flush; kept for the next try if the write fails. */
  async flush(): Promise<void> {
    const batch = this.seenSince;
    this.seenSince = new Map();
    for (const [id, at] of batch) if (!heartbeatDue(id, at.getTime(), this.written.get(id))) batch.delete(id);
    if (!batch.size) return;
    try {
      await this.repository.markSeen(batch);
      for (const [id, at] of batch) this.written.set(id, at.getTime());
      this.failing = false;
    } catch (error) {
      if (!this.failing) this.logger.warn(`Could not record display heartbeats: ${(error as Error).message}`);
      this.failing = true;
      for (const [id, at] of batch) this.seen(id, at);
    }
  }

  async onModuleDestroy(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.flush();
  }
}
