import { Migration } from '@mikro-orm/migrations';
import { BOOK_DISPLAY_DATES_V2 } from './Migration20261123020000_booking_limits';
import { BOOKING_SQL_FILES, bookingSqlFunctions } from '../../modules/bookings/sql/booking-sql';

const BOOK_SIGNATURE = 'book_display_dates(integer, integer, integer, date[], integer, uuid, timestamptz, integer, integer)';

/**
 * Installs the bookings domain's SQL functions from their .sql files
 * (modules/bookings/sql/): one definition of "today", of the statuses that hold hours
 * and of free hours (with today's hours left before closing, docs/product-rules.md §3.5),
 * used by both availability and book_display_dates. book_display_dates now also returns
 * each booking's total price, so its result type changes: drop, then create.
 * A later change of a .sql file needs a migration like this one (it re-reads the files).
 */
export class Migration20261124000000_booking_sql_files extends Migration {
  async up(): Promise<void> {
    this.addSql(`drop function ${BOOK_SIGNATURE}`);
    for (const file of BOOKING_SQL_FILES) {
      for (const fn of bookingSqlFunctions(file)) this.addSql(fn.statement);
    }
  }

  async down(): Promise<void> {
    this.addSql(`drop function ${BOOK_SIGNATURE}`);
    this.addSql('drop function display_free_hours(integer, date[], timestamptz)');
    this.addSql('drop function display_capacity_hours(text, text)');
    this.addSql('drop function booking_holds_hours(text)');
    this.addSql('drop function display_today(text, timestamptz)');
    this.addSql(BOOK_DISPLAY_DATES_V2);
  }
}
