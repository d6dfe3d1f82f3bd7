import { Migration } from '@mikro-orm/migrations';
import { bookingSqlFunctions } from '../../modules/bookings/sql/booking-sql';
import { displaySqlFunctions } from '../../modules/displays/sql/display-sql';

/**
 * One home per rule (docs/architecture.md): the hour of an "HH:mm" text (`time_text_hour`),
 * "inside operating hours" (`display_open_at`), the 10-second slot (`play_slot_seconds`,
 * `play_slot`) and a pending booking's lateness (`booking_is_late`) become SQL functions that
 * every statement calls, instead of the same expression written in several statements.
 * Re-reads both rule files so existing databases get the new texts.
 */
export class Migration20261127120000_one_home_rules extends Migration {
  async up(): Promise<void> {
    for (const fn of displaySqlFunctions('display_rules.sql')) this.addSql(fn.statement);
    for (const fn of bookingSqlFunctions('booking_rules.sql')) this.addSql(fn.statement);
  }

  async down(): Promise<void> {
    // The earlier capacity body, written out, then the new functions go; time_text_hour stays
    // (display_free_hours, as installed by the earlier migration's re-read of its file, calls it).
    this.addSql(`create or replace function display_capacity_hours(p_start_time text, p_end_time text)
      returns integer language sql immutable as $fn$
      select split_part(p_end_time, ':', 1)::integer - split_part(p_start_time, ':', 1)::integer
    $fn$`);
    this.addSql('drop function booking_is_late(date, timestamptz, text, timestamptz, timestamptz)');
    this.addSql('drop function play_slot(timestamptz)');
    this.addSql('drop function play_slot_seconds()');
    this.addSql('drop function display_open_at(text, text, text, timestamptz)');
  }
}
