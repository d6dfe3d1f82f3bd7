import { Migration } from '@mikro-orm/migrations';
import { DISPLAY_SQL_FILES, displaySqlFunctions } from '../../modules/displays/sql/display-sql';

/**
 * Installs the displays' .sql files again for `display_open_at` (inside the operating hours at an
 * instant), which the plays' "due" match and the offline alerts share (docs/notifications.md).
 * The other functions of the file are unchanged (create or replace).
 */
export class Migration20261127100100_display_open_at extends Migration {
  async up(): Promise<void> {
    for (const file of DISPLAY_SQL_FILES) {
      for (const fn of displaySqlFunctions(file)) this.addSql(fn.statement);
    }
  }

  async down(): Promise<void> {
    this.addSql('drop function if exists display_open_at(text, text, text, timestamptz)');
  }
}
