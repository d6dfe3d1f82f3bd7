import { Migration } from '@mikro-orm/migrations';

/**
 * Idempotency keys (docs/bookings.md, "Retries"): one row per user and key, with the
 * request's hash and the first answer. The claim and the answer are written in the
 * same transaction as the work, so other transactions never see a row without an answer.
 */
export class Migration20261123040000_idempotency_keys extends Migration {
  async up(): Promise<void> {
    this.addSql(`create table idempotency_keys (
      user_id integer not null references users(id) on delete cascade,
      key varchar(255) not null,
      request_hash char(64) not null,
      response_status smallint,
      response_body json,
      created_at timestamptz not null,
      primary key (user_id, key)
    )`);
    this.addSql(`create index idempotency_keys_created_at_index on idempotency_keys (created_at)`);
  }

  async down(): Promise<void> {
    this.addSql('drop table idempotency_keys');
  }
}
