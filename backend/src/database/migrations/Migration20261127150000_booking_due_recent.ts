import { Migration } from '@mikro-orm/migrations';
import { bookingDueSqlFunctions } from '../../modules/bookings/sql/booking-sql';

/**
 * The creatives' and displays' due triggers wrote the same query twice; it becomes one function,
 * `booking_due_refresh_recent`, that both call (docs/player.md, "Due intervals"). Installs the
 * file again: the trigger functions keep their names, so the triggers stay as they are.
 */
export class Migration20261127150000_booking_due_recent extends Migration {
  async up(): Promise<void> {
    for (const fn of bookingDueSqlFunctions()) this.addSql(fn.statement);
  }

  async down(): Promise<void> {
    for (const table of ['ad_creatives', 'displays'] as const) {
      const column = table === 'displays' ? 'display_id' : 'ad_creative_id';
      this.addSql(`create or replace function ${table}_due_changed()
        returns trigger language plpgsql as $fn$
      begin
        perform booking_due_refresh(array(
          select b.id from bookings b
           where b.${column} = new.id and b.status = 'confirmed' and b.booking_date >= (new.updated_at - interval '3 days')::date
        ), new.updated_at);
        return null;
      end
      $fn$`);
    }
    this.addSql('drop function booking_due_refresh_recent(text, integer, timestamptz)');
  }
}
