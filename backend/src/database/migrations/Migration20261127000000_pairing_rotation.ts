import { Migration } from '@mikro-orm/migrations';

/**
 * Wrong pairing codes rotate the code instead of locking the display (docs/player.md, "Pairing"):
 * - `pairing_failures`: wrong codes given for the current code, from any address; back to 0
 *   whenever the code changes;
 * - `pairing_rotated_at`, `pairing_rotated_failures`: set when the failures reached the ceiling
 *   and the server made a new code, so the host is told; cleared when the host sets the
 *   pairing again (turns it on, off, or resets it).
 */
export class Migration20261127000000_pairing_rotation extends Migration {
  async up(): Promise<void> {
    this.addSql(`alter table displays
      add column pairing_failures integer not null default 0 check (pairing_failures >= 0),
      add column pairing_rotated_at timestamptz,
      add column pairing_rotated_failures integer,
      add constraint displays_pairing_rotation_whole check ((pairing_rotated_at is null) = (pairing_rotated_failures is null))`);
  }

  async down(): Promise<void> {
    this.addSql(`alter table displays drop constraint displays_pairing_rotation_whole,
      drop column pairing_rotated_failures, drop column pairing_rotated_at, drop column pairing_failures`);
  }
}
