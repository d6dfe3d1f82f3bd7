import { Migration } from '@mikro-orm/migrations';

/**
 * Notifications and their e-mail (docs/notifications.md):
 * - `users.email` (optional) and `users.email_opt_out` (kinds not to mail);
 * - `notifications`: one row per event and recipient; `dedupe_key` makes a reminder or a
 *   statement once per account;
 * - `mail_outbox`: e-mails written in the event's transaction, sent by one sender at a time
 *   (FOR UPDATE SKIP LOCKED), `sent_at` set only after the server accepted the message;
 * - `password_resets`: the SHA-256 of each reset token, single use, with its expiry;
 * - `display_outages`: a display with paid airtime unseen inside its hours, one open row per display.
 */
export class Migration20261127100000_notifications extends Migration {
  async up(): Promise<void> {
    this.addSql(`alter table users add column email varchar(254), add column email_opt_out text[] not null default '{}'`);
    this.addSql(`create table notifications (
      id serial primary key,
      user_id integer not null references users(id) on delete cascade,
      kind text not null,
      title text not null,
      body text not null,
      link text not null,
      created_at timestamptz not null,
      read_at timestamptz,
      dedupe_key text)`);
    this.addSql('create index notifications_user_id_idx on notifications (user_id, id desc)');
    this.addSql('create index notifications_unread_idx on notifications (user_id) where read_at is null');
    this.addSql('create unique index notifications_dedupe_idx on notifications (user_id, dedupe_key) where dedupe_key is not null');
    this.addSql(`create table mail_outbox (
      id serial primary key,
      notification_id integer references notifications(id) on delete cascade,
      to_address text not null,
      subject text not null,
      text_body text not null,
      html_body text not null,
      message_id text not null,
      created_at timestamptz not null,
      next_attempt_at timestamptz not null,
      attempts integer not null default 0,
      last_error text,
      sent_at timestamptz)`);
    this.addSql('create index mail_outbox_due_idx on mail_outbox (next_attempt_at, id) where sent_at is null');
    this.addSql(`create table password_resets (
      token_hash text primary key,
      user_id integer not null references users(id) on delete cascade,
      created_at timestamptz not null,
      expires_at timestamptz not null,
      used_at timestamptz)`);
    this.addSql('create index password_resets_user_idx on password_resets (user_id)');
    this.addSql(`create table display_outages (
      id serial primary key,
      display_id integer not null references displays(id) on delete cascade,
      started_at timestamptz not null,
      last_seen_at timestamptz,
      ended_at timestamptz)`);
    this.addSql('create unique index display_outages_open_idx on display_outages (display_id) where ended_at is null');
  }

  async down(): Promise<void> {
    this.addSql('drop table display_outages');
    this.addSql('drop table password_resets');
    this.addSql('drop table mail_outbox');
    this.addSql('drop table notifications');
    this.addSql('alter table users drop column email_opt_out, drop column email');
  }
}
