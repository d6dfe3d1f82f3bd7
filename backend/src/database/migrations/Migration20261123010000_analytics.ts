import { Migration } from '@mikro-orm/migrations';

/**
 * Indexes for the analytics reads (docs/analytics.md, "Speed"): a host's displays and
 * their confirmed bookings per display and date and a tenant's held bookings are read from the index alone
 * (index-only scans), so the dashboards stay fast with many bookings and displays.
 * Play counts already come from booking_play_totals and its indexes (the player migration).
 */
export class Migration20261123010000_analytics extends Migration {
  async up(): Promise<void> {
    this.addSql(`create index bookings_confirmed_display_index on bookings (display_id, booking_date)
      include (hours_booked, total_price, paid_at) where status = 'confirmed'`);
    // The host's displays, deleted ones included (their revenue stays); the displays
    // migration's index covers only those not deleted.
    this.addSql(`create index displays_host_all_index on displays (host_id)`);
    this.addSql(`create index bookings_held_tenant_index on bookings (tenant_id)
      include (ad_creative_id, display_id, booking_date, status) where status in ('pending', 'confirmed')`);
  }

  async down(): Promise<void> {
    this.addSql('drop index bookings_held_tenant_index');
    this.addSql('drop index displays_host_all_index');
    this.addSql('drop index bookings_confirmed_display_index');
  }
}
