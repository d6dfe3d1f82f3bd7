import { Migration } from '@mikro-orm/migrations';
import { analyticsTotalsSqlFunctions } from '../../modules/analytics/sql/analytics-sql';

/**
 * All-time running totals for the analytics (docs/analytics.md, "Running totals"): plays per
 * display and per creative (written by the play ingest statement), confirmed and paid revenue per
 * display and held bookings per tenant's creative (written by a statement trigger on bookings).
 * The all-time sums read every booking of a display or creative, so they grew with history
 * (docs/performance.md, "Analytics at 100 M plays"); a total is one row. Backfilled from the
 * rollup and the bookings, which keep every play ever counted: retention does not touch them.
 */
export class Migration20261127170000_analytics_totals extends Migration {
  async up(): Promise<void> {
    // Two tables per side: the ingest writes only the play totals, booking changes only the
    // others, so neither waits on the other's row locks.
    this.addSql(`create table display_play_totals (
      display_id integer primary key references displays(id) on delete cascade,
      plays bigint not null default 0)`);
    this.addSql(`create table creative_play_totals (
      ad_creative_id integer primary key references ad_creatives(id) on delete cascade,
      plays bigint not null default 0,
      last_shown_at timestamptz)`);
    this.addSql(`create table display_revenue_totals (
      display_id integer primary key references displays(id) on delete cascade,
      revenue numeric(14,2) not null default 0)`);
    this.addSql(`create table creative_booking_totals (
      tenant_id integer not null references users(id) on delete cascade,
      ad_creative_id integer not null references ad_creatives(id) on delete cascade,
      bookings integer not null default 0,
      primary key (tenant_id, ad_creative_id))`);
    this.addSql(`create type analytics_totals_delta as (display_id integer, tenant_id integer, ad_creative_id integer,
      revenue numeric, held integer)`);
    for (const fn of analyticsTotalsSqlFunctions()) this.addSql(fn.statement);
    // A trigger with transition tables takes one event and no column list.
    for (const [event, tables] of [
      ['insert', 'new table as new_rows'],
      ['update', 'old table as old_rows new table as new_rows'],
      ['delete', 'old table as old_rows'],
    ])
      this.addSql(`create trigger bookings_totals_${event}ed after ${event} on bookings referencing ${tables}
        for each statement execute function bookings_totals_changed()`);
    this.addSql('select analytics_totals_rebuild()');
  }

  async down(): Promise<void> {
    for (const event of ['insert', 'update', 'delete']) this.addSql(`drop trigger bookings_totals_${event}ed on bookings`);
    this.addSql(
      'drop function bookings_totals_changed(), analytics_totals_rebuild(), analytics_totals_add(analytics_totals_delta[]), booking_totals_delta(bookings, integer)',
    );
    this.addSql('drop type analytics_totals_delta');
    this.addSql('drop table creative_booking_totals, display_revenue_totals, creative_play_totals, display_play_totals');
  }
}
