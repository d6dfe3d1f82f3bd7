import { Migration } from '@mikro-orm/migrations';

/** Sign-in failure and registration counters, shared by every server instance (docs/accounts.md). */
export class Migration20261123030000_auth_throttle extends Migration {
  async up(): Promise<void> {
    this.addSql(`create table auth_attempts (
      key text primary key,
      window_start timestamptz not null,
      count integer not null check (count > 0)
    )`);
    this.addSql(`create index auth_attempts_window_start_index on auth_attempts (window_start)`);
  }

  async down(): Promise<void> {
    this.addSql('drop table auth_attempts');
  }
}
