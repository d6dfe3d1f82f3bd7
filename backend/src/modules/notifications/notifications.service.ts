import { EntityManager } from '@mikro-orm/postgresql';
import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import { Clock } from '../../common/clock/clock';
import { addChangeWrite } from '../../common/database/change-writes.repository';
import { Config } from '../../config/config';
import { MarkReadDto, NotificationListDto, UnreadCountDto } from './dto/notification.dto';
import { renderMail } from './mail-content';
import type { NotificationKind } from './notification-kinds';
import { type EventRow, NotificationsRepository, type Recipients } from './notifications.repository';

export type { Recipients };

/** An event as a domain reports it; title and body are plain English, shown as given. */
export interface NotificationEvent {
  kind: NotificationKind;
  title: string;
  body: string;
  /** An in-app path, e.g. "/dashboard/bookings". */
  link: string;
  /** Once per recipient and key (a hold's reminder, a month's statement). */
  dedupeKey?: string;
}

/**
 * The notification list, and the one call other domains make to record an event
 * (docs/notifications.md). `record` runs inside the caller's transaction: the event and its
 * e-mail are committed with the change that caused them, or not at all.
 */
@Injectable()
export class NotificationsService {
  constructor(
    private readonly repo: NotificationsRepository,
    private readonly clock: Clock,
    @Inject(Config) private readonly config: Config,
  ) {}

  get mailEnabled(): boolean {
    return this.config.mail.smtpUrl !== null;
  }

  /**
   * Records the event for each recipient (`'admins'`: every admin) in `em`'s transaction: with the
   * change's other records in its one statement when the transaction collects them
   * (docs/notifications.md, "What an event costs"), otherwise at once.
   */
  record(em: EntityManager, to: Recipients, event: NotificationEvent): Promise<void> {
    return this.recordAll(em, [{ to, event }]);
  }

  /** Records the events one change causes, as `record` does. */
  async recordAll(em: EntityManager, events: { to: Recipients; event: NotificationEvent }[]): Promise<void> {
    const rows = this.rows(events);
    if (rows.length) await addChangeWrite(em, this.repo.eventsWrite(rows));
  }

  /** Records the event at once in `em`'s transaction; returns how many were written (a repeated dedupe key writes none). */
  recordNow(em: EntityManager, to: Recipients, event: NotificationEvent): Promise<number> {
    const rows = this.rows([{ to, event }]);
    return rows.length ? this.repo.insertEvents(em, rows) : Promise.resolve(0);
  }

  private rows(events: { to: Recipients; event: NotificationEvent }[]): (EventRow & { to: Recipients })[] {
    const { publicUrl, messageHost } = this.config.mail;
    const createdAt = this.clock.now();
    return events
      .filter(({ to }) => !(Array.isArray(to) && to.length === 0))
      .map(({ to, event }) => ({
        ...event,
        to,
        dedupeKey: event.dedupeKey ?? null,
        createdAt,
        mail: this.mailEnabled ? { ...renderMail(event.title, event.body, `${publicUrl}${event.link}`), messageHost } : null,
      }));
  }

  /** Queues an e-mail that is no notification (a password reset link) in `em`'s transaction; nothing when mail is off. */
  async queueMail(
    em: EntityManager,
    to: string,
    title: string,
    body: string,
    url: string,
    linkText: string,
    messageKey: string,
  ): Promise<void> {
    if (!this.mailEnabled) return;
    const messageId = `<${messageKey}@${this.config.mail.messageHost}>`;
    await this.repo.queueMail(em, to, { ...renderMail(title, body, url, linkText), messageId }, this.clock.now());
  }

  async list(userId: number, limit: number, before: number | null): Promise<NotificationListDto> {
    // One more row than asked tells whether a next page exists.
    const rows = await this.repo.page(userId, limit + 1, before);
    const items = rows.slice(0, limit).map((r) => ({
      id: r.id,
      kind: r.kind,
      title: r.title,
      body: r.body,
      link: r.link,
      createdAt: new Date(r.created_at),
      read: r.read,
    }));
    return { items, unreadCount: await this.repo.unreadCount(userId), nextBefore: rows.length > limit ? items[items.length - 1].id : null };
  }

  async markRead(userId: number, dto: MarkReadDto): Promise<UnreadCountDto> {
    if (dto.all !== true && dto.ids === undefined) throw new BadRequestException('Send ids or all: true');
    await this.repo.markRead(userId, dto.all === true ? null : dto.ids!, this.clock.now());
    return { unreadCount: await this.repo.unreadCount(userId) };
  }
}
