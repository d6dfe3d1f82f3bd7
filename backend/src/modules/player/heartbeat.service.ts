import { Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { PlayerRepository } from './player.repository';

const FLUSH_EVERY_MS = 5_000;

/**
 * "Seen" marks from schedule polls, kept in memory and written for all displays in
 * one statement every few seconds: a poll does no write of its own (docs/player.md).
 */
@Injectable()
export class HeartbeatService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('Heartbeat');
  private seenSince = new Map<number, Date>();
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
    if (!batch.size) return;
    this.seenSince = new Map();
    try {
      await this.repository.markSeen(batch);
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
