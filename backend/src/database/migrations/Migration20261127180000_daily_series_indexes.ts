import { Migration } from '@mikro-orm/migrations';

/**
 * The daily series' reads at scale (docs/performance.md, "The daily series at 400 days"):
 * - a tenant's series reads its creatives' rollup rows of 30 dates; keyed by creative alone,
 *   the index led to every row of all time, each fetched from the table to test its date;
 * - its default range needs the zones of the displays the tenant booked; the tenant's
 *   bookings index now carries the display, so no booking row is fetched for it.
 */
export class Migration20261127180000_daily_series_indexes extends Migration {
  async up(): Promise<void> {
    this.addSql('drop index booking_play_totals_creative_index');
    this.addSql(
      'create index booking_play_totals_creative_index on booking_play_totals (ad_creative_id, play_date) include (plays, last_shown_at)',
    );
    this.addSql('drop index bookings_tenant_index');
    this.addSql('create index bookings_tenant_index on bookings (tenant_id, booking_date desc) include (display_id)');
  }

  async down(): Promise<void> {
    this.addSql('drop index booking_play_totals_creative_index');
    this.addSql('create index booking_play_totals_creative_index on booking_play_totals (ad_creative_id) include (plays, last_shown_at)');
    this.addSql('drop index bookings_tenant_index');
    this.addSql('create index bookings_tenant_index on bookings (tenant_id, booking_date desc)');
  }
}
