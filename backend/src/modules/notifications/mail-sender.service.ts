import { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import { Clock } from '../../common/clock/clock';
import { Config } from '../../config/config';
import { NotificationsRepository, type OutboxRow } from './notifications.repository';

/** E-mails locked and sent per round (concurrently, over pooled connections). */
const BATCH = 200;
const IDLE_MS = 1_000;
/** Waits after a failure: doubled each time, at most the cap (docs/notifications.md). */
const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 5 * 60 * 1000;

export const retryDelay = (attempts: number) => Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));

/** What one round did; `unreachable` when the server could not be reached at all. */
export interface SendRound {
  sent: number;
  failed: number;
  unreachable: boolean;
}

/**
 * The outbox sender (docs/notifications.md, "The outbox"): each round locks due e-mails with
 * FOR UPDATE SKIP LOCKED (another instance's sender takes others), sends them through
 * nodemailer and marks each sent only after the server accepted it, in the same transaction.
 * A crash between acceptance and commit sends that e-mail again with the same Message-ID.
 * Failures wait exponentially longer, up to a cap; while the server is away the loop backs
 * off too. Not started under NODE_ENV=test (tests call `drain`) nor without SMTP_URL.
 */
@Injectable()
export class MailSender implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('MailSender');
  private transport: Transporter | null = null;
  private timer?: NodeJS.Timeout;
  private stopped = false;
  private pause = 0;

  constructor(
    private readonly em: EntityManager,
    private readonly orm: MikroORM,
    private readonly repo: NotificationsRepository,
    private readonly clock: Clock,
    @Inject(Config) private readonly config: Config,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.app.nodeEnv === 'test' || !this.orm.config.get('connect') || !this.config.mail.smtpUrl) return;
    this.schedule(IDLE_MS);
  }

  onApplicationShutdown(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.transport?.close();
  }

  /** Rounds until nothing is due (or the server is unreachable); what they did, added up. */
  async drain(): Promise<SendRound> {
    const total: SendRound = { sent: 0, failed: 0, unreachable: false };
    for (;;) {
      const round = await this.round();
      total.sent += round.sent;
      total.failed += round.failed;
      total.unreachable ||= round.unreachable;
      if (round.unreachable || round.sent + round.failed < BATCH) return total;
    }
  }

  /** One batch in one transaction: lock, send, mark. */
  async round(): Promise<SendRound> {
    return this.em.fork().transactional(async (tx) => {
      const now = this.clock.now();
      const rows = await this.repo.lockDue(tx, now, BATCH);
      const results = await Promise.allSettled(rows.map((r) => this.send(r)));
      const sent = rows.filter((_, i) => results[i].status === 'fulfilled').map((r) => r.id);
      await this.repo.markSent(tx, sent, this.clock.now());
      let unreachable = rows.length > 0;
      for (const [i, r] of rows.entries()) {
        const result = results[i];
        if (result.status === 'fulfilled') continue;
        const error = result.reason as { message?: string; responseCode?: number };
        // An answer from the server (a refused recipient) is the e-mail's; no answer is the server's.
        if (error?.responseCode) unreachable = false;
        await this.repo.markFailed(tx, r.id, new Date(now.getTime() + retryDelay(r.attempts + 1)), error?.message ?? String(error));
      }
      if (sent.length) unreachable = false;
      return { sent: sent.length, failed: rows.length - sent.length, unreachable };
    });
  }

  private send(row: OutboxRow): Promise<unknown> {
    // Pooled connections: a batch is sent over a few open connections, not one per e-mail.
    this.transport ??= createTransport({ url: this.config.mail.smtpUrl!, pool: true, maxConnections: 10, maxMessages: Infinity });
    return this.transport.sendMail({
      from: this.config.mail.from,
      to: row.to_address,
      subject: row.subject,
      text: row.text_body,
      html: row.html_body,
      messageId: row.message_id,
    });
  }

  private schedule(ms: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => void this.tick(), ms);
    this.timer.unref();
  }

  private async tick(): Promise<void> {
    try {
      const { sent, failed, unreachable } = await this.drain();
      if (unreachable) {
        this.pause = Math.min(MAX_RETRY_MS, this.pause ? this.pause * 2 : FIRST_RETRY_MS);
        this.logger.warn(`The mail server cannot be reached; ${failed} e-mail(s) wait (next try in ${Math.round(this.pause / 1000)} s)`);
      } else {
        if (this.pause) this.logger.log('The mail server is reachable again');
        this.pause = 0;
        if (sent) this.logger.log(`Sent ${sent} e-mail(s)`);
      }
    } catch (err) {
      this.pause = Math.min(MAX_RETRY_MS, this.pause ? this.pause * 2 : FIRST_RETRY_MS);
      this.logger.warn(`Sending e-mail failed: ${err instanceof Error ? err.message : String(err)}`);
    }
    this.schedule(this.pause || IDLE_MS);
  }
}
