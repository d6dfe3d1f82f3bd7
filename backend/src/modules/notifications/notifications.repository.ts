import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type ChangeWrite, sendChangeWrites } from '../../common/database/change-writes.repository';
import type { NotificationKind } from './notification-kinds';

/** The events' insert as CTEs: the rows (`$1`, a JSON array), each recipient's id, the notifications, their e-mails. */
const EVENT_CTES = [
  `notif_e as (
     select * from jsonb_to_recordset($1::jsonb) as e(i int, to_admins boolean, user_ids int[], kind text, title text,
            body text, link text, dedupe_key text, created_at timestamptz, subject text, text_body text, html_body text,
            message_host text))`,
  // Each recipient's row gets its id here, so its e-mail can be matched to its event.
  `notif_r as (
     select nextval('notifications_id_seq')::int as id, t.i, t.user_id
       from (select e.i, x.user_id from notif_e e cross join unnest(e.user_ids) x(user_id) where not e.to_admins
             union all
             select e.i, u.id from notif_e e join users u on u.role = 'admin' where e.to_admins) t)`,
  `notif_n as (
     insert into notifications (id, user_id, kind, title, body, link, created_at, dedupe_key)
     select r.id, r.user_id, e.kind, e.title, e.body, e.link, e.created_at, e.dedupe_key
       from notif_r r join notif_e e using (i) join users u on u.id = r.user_id
     on conflict (user_id, dedupe_key) where dedupe_key is not null do nothing
     returning id, user_id, kind)`,
  `notif_m as (
     insert into mail_outbox (notification_id, to_address, subject, text_body, html_body, message_id, created_at, next_attempt_at)
     select n.id, u.email, e.subject, e.text_body, e.html_body, '<notification-' || n.id || '@' || e.message_host || '>',
            e.created_at, e.created_at
       from notif_n n join notif_r r using (id) join notif_e e using (i) join users u on u.id = n.user_id
      where e.subject is not null and u.email is not null and not (n.kind = any(u.email_opt_out)))`,
];

/** One row of `notifications` as the list returns it. */
export interface NotificationRow {
  id: number;
  kind: NotificationKind;
  title: string;
  body: string;
  link: string;
  /** A timestamptz as the driver hands it over. */
  created_at: Date | string;
  read: boolean;
}

/** Who gets an event: accounts by id, or every admin. */
export type Recipients = number[] | 'admins';

/** What is written for each recipient, and the e-mail rendered from it when mail is on. */
export interface EventRow {
  kind: NotificationKind;
  title: string;
  body: string;
  link: string;
  /** Once per recipient and key: a second event with the same key is dropped. */
  dedupeKey: string | null;
  createdAt: Date;
  /** Null when mail is off: nothing is queued. */
  mail: { subject: string; text: string; html: string; messageHost: string } | null;
}

/** One e-mail waiting in the outbox. */
export interface OutboxRow {
  id: number;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  message_id: string;
  attempts: number;
}

/**
 * Every raw SQL statement over `notifications`, `mail_outbox` and `password_resets`
 * (docs/notifications.md). The events of a change and their outbox rows are one statement, so
 * they are written in the caller's transaction together or not at all.
 */
@Injectable()
export class NotificationsRepository {
  constructor(private readonly em: EntityManager) {}

  /**
   * Every event for each of its recipients and, where `mail` is set, its e-mail for those with an
   * address who did not opt out, as CTEs that ride in the change's one statement of records
   * (docs/notifications.md): the change pays no round trip of its own for them.
   */
  eventsWrite(events: (EventRow & { to: Recipients })[]): ChangeWrite {
    const rows = events.map((e, i) => ({
      i,
      to_admins: e.to === 'admins',
      user_ids: e.to === 'admins' ? [] : e.to,
      kind: e.kind,
      title: e.title,
      body: e.body,
      link: e.link,
      dedupe_key: e.dedupeKey,
      created_at: e.createdAt.toISOString(),
      subject: e.mail?.subject ?? null,
      text_body: e.mail?.text ?? null,
      html_body: e.mail?.html ?? null,
      message_host: e.mail?.messageHost ?? null,
    }));
    return { ctes: EVENT_CTES, values: [JSON.stringify(rows)] };
  }

  /** Writes the events now, in `em`'s transaction; returns how many notifications were written. */
  async insertEvents(em: EntityManager, events: (EventRow & { to: Recipients })[]): Promise<number> {
    const row = await sendChangeWrites<{ count: number }>(em, [this.eventsWrite(events)], 'select count(*)::int as count from notif_n');
    return row?.count ?? 0;
  }

  /** An e-mail that is no notification (a password reset link). */
  async queueMail(
    em: EntityManager,
    to: string,
    mail: { subject: string; text: string; html: string; messageId: string },
    at: Date,
  ): Promise<void> {
    await em.execute(
      `insert into mail_outbox (to_address, subject, text_body, html_body, message_id, created_at, next_attempt_at)
       values (?, ?, ?, ?, ?, ?, ?)`,
      [to, mail.subject, mail.text, mail.html, mail.messageId, at, at],
    );
  }

  async page(userId: number, limit: number, before: number | null): Promise<NotificationRow[]> {
    return this.em.fork().execute(
      `select id, kind, title, body, link, created_at, read_at is not null as read
         from notifications where user_id = ? and (?::int is null or id < ?::int)
        order by id desc limit ?`,
      [userId, before, before, limit],
    );
  }

  async unreadCount(userId: number): Promise<number> {
    const [row]: { count: number }[] = await this.em
      .fork()
      .execute('select count(*)::int as count from notifications where user_id = ? and read_at is null', [userId]);
    return row.count;
  }

  /** Marks the account's own notifications read (`ids` null: all); others' ids match nothing. */
  async markRead(userId: number, ids: number[] | null, at: Date): Promise<void> {
    await this.em
      .fork()
      .execute(`update notifications set read_at = ? where user_id = ? and read_at is null and (?::boolean or id = any(array[?]::int[]))`, [
        at,
        userId,
        ids === null,
        ids ?? [],
      ]);
  }

  /** Up to `limit` due e-mails, locked for this transaction; another sender skips them. */
  async lockDue(em: EntityManager, now: Date, limit: number): Promise<OutboxRow[]> {
    return em.execute(
      `select id, to_address, subject, text_body, html_body, message_id, attempts from mail_outbox
        where sent_at is null and next_attempt_at <= ? order by next_attempt_at, id limit ? for update skip locked`,
      [now, limit],
    );
  }

  async markSent(em: EntityManager, ids: number[], at: Date): Promise<void> {
    if (ids.length) await em.execute('update mail_outbox set sent_at = ?, last_error = null where id = any(array[?]::int[])', [at, ids]);
  }

  async markFailed(em: EntityManager, id: number, nextAttemptAt: Date, error: string): Promise<void> {
    await em.execute('update mail_outbox set attempts = attempts + 1, next_attempt_at = ?, last_error = ? where id = ?', [
      nextAttemptAt,
      error.slice(0, 500),
      id,
    ]);
  }
}
