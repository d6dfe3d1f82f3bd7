import { Migration } from '@mikro-orm/migrations';
import { DISPLAY_SQL_FILES, displaySqlFunctions } from '../../modules/displays/sql/display-sql';

/**
 * Installs the displays domain's SQL functions from their .sql files (modules/displays/sql/):
 * daily capacity, display_capacity_hours (docs/product-rules.md §3.2), which used to be in the
 * bookings' booking_rules.sql and keeps its name and text.
 *
 * Dated before Migration20261124000000_booking_sql_files on purpose: that migration installs the
 * bookings' current .sql files, whose display_free_hours calls display_capacity_hours, and
 * PostgreSQL checks a SQL function's body when it is created, so on a new database this one must
 * run first. A database that already ran the bookings migration holds the very same function and
 * runs this one afterwards (create or replace: nothing changes).
 */
export class Migration20261123050000_display_sql_files extends Migration {
  async up(): Promise<void> {
    for (const file of DISPLAY_SQL_FILES) {
      for (const fn of displaySqlFunctions(file)) this.addSql(fn.statement);
    }
  }

  async down(): Promise<void> {
    // Nothing: on a new database Migration20261124000000_booking_sql_files's down, which runs
    // first, drops display_capacity_hours; on an older one that migration still needs it.
  }
}
