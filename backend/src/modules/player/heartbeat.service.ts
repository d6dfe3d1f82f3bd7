import { Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { PlayerRepository } from './player.repository';

const FLUSH_EVERY_MS = 5_000;
/**
 * A display's stored heartbeat moves on only once it is this much older than the last seen time:
 * "Online" means seen within 2 minutes and an outage starts after 10, so a screen that syncs every
 * few seconds costs one row write a half-minute, not one per flush (docs/player.md).
 */
export const HEARTBEAT_RESOLUTION_MS = 30_000;

/**
 * "Seen" marks from schedule polls, kept in memory and written for all displays in
 * one statement every few seconds: a poll does no write of its own (docs/player.md).
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
    for (const [id, at] of batch) if (at.getTime() - (this.written.get(id) ?? -Infinity) < HEARTBEAT_RESOLUTION_MS) batch.delete(id);
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
