import { MikroORM } from '@mikro-orm/postgresql';
import { Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { Client } from 'pg';

export type ScheduleChange = number | '*';

const CHANNEL = 'schedule_changed';
const MAX_BACKOFF_MS = 30_000;

/**
 * Listens for `NOTIFY schedule_changed` (sent by database triggers at commit, see
 * docs/player.md) on its own connection, so every server instance drops its cached
 * schedules and display states together. While the connection is down, `live` is
 * false and the caches serve nothing from memory.
 */
@Injectable()
export class ScheduleChangesListener implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('ScheduleChanges');
  private readonly subscribers: ((change: ScheduleChange) => void)[] = [];
  private client: Client | null = null;
  private stopped = false;
  private backoffMs = 500;
  private retry: NodeJS.Timeout | null = null;
  live = false;

  constructor(private readonly orm: MikroORM) {}

  subscribe(onChange: (change: ScheduleChange) => void): void {
    this.subscribers.push(onChange);
  }

  async onApplicationBootstrap(): Promise<void> {
    if (this.orm.config.get('connect') === false) return; // built without a database (openapi.json)
    await this.connect();
  }

  private async connect(): Promise<void> {
    const client = new Client({ connectionString: this.orm.config.get('clientUrl') });
    client.on('notification', (n) => this.emit(n.payload === '*' ? '*' : Number(n.payload)));
    client.on('error', () => this.lost(client));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      await client.query(`listen ${CHANNEL}`);
    } catch {
      this.lost(client);
      return;
    }
    if (this.stopped) return void client.end().catch(() => undefined);
    this.client = client;
    this.backoffMs = 500;
    this.live = true;
  }

  private lost(client: Client): void {
    if (client !== this.client && this.client !== null) return;
    if (this.live) this.logger.warn('Lost the schedule change feed; serving schedules uncached until it is back');
    this.live = false;
    this.client = null;
    this.emit('*');
    client.removeAllListeners();
    // A closing connection may still report errors: an 'error' nobody listens to would end the process.
    client.on('error', () => undefined);
    client.end().catch(() => undefined);
    if (this.stopped || this.retry) return;
    this.retry = setTimeout(() => {
      this.retry = null;
      void this.connect();
    }, this.backoffMs);
    this.retry.unref();
    this.backoffMs = Math.min(this.backoffMs * 2, MAX_BACKOFF_MS);
  }

  private emit(change: ScheduleChange): void {
    for (const s of this.subscribers) s(change);
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    this.live = false;
    if (this.retry) clearTimeout(this.retry);
    const client = this.client;
    this.client = null;
    client?.removeAllListeners();
    client?.on('error', () => undefined);
    await client?.end().catch(() => undefined);
  }
}
