import { Migration } from '@mikro-orm/migrations';

/**
 * Verified proof of play (docs/player.md, "Verified plays"): whether a play's token came from
 * an authentication with the display's pairing code. Earlier plays are unverified (no token
 * said so), as are plays from displays without pairing.
 */
export class Migration20261127010000_verified_plays extends Migration {
  async up(): Promise<void> {
    this.addSql(`alter table plays add column verified boolean not null default false`);
    this.addSql(`alter table booking_play_totals add column verified_plays integer not null default 0
      check (verified_plays >= 0 and verified_plays <= plays)`);
  }

  async down(): Promise<void> {
    this.addSql(`alter table booking_play_totals drop column verified_plays`);
    this.addSql(`alter table plays drop column verified`);
  }
}
