import { Migration } from '@mikro-orm/migrations';
import { BOOKING_SQL_FILES, bookingSqlFunctions } from '../../modules/bookings/sql/booking-sql';
import { BOOK_DISPLAY_DATES_V4 } from './book-display-dates-v4';

const OLD_SIGNATURE = 'book_display_dates(integer, integer, integer, date[], integer, uuid, timestamptz, integer, integer)';
const NEW_SIGNATURE = 'book_display_dates(integer, integer, integer, date[], integer, uuid, timestamptz, integer, integer, integer)';

/**
 * Audience per screen and campaigns across many screens (docs/campaigns.md).
 *
 * - `displays.audience_per_hour`: people who see the screen in an average open hour, 0–100,000,
 *   null when the host has not declared it.
 * - `bookings.audience_per_hour`: the display's audience when the booking was made (as its price
 *   per hour), so a later change never rewrites a booking's figures.
 * - `campaigns`: one tenant's request over many screens; each of its booking groups carries
 *   `bookings.campaign_id`.
 * - book_display_dates stores the audience, takes an optional campaign id and returns the audience:
 *   its signature and result change, so drop, then create from the .sql files.
 */
export class Migration20261127000000_campaigns extends Migration {
  async up(): Promise<void> {
    this.addSql(`alter table displays add column audience_per_hour integer
      constraint displays_audience_per_hour_check check (audience_per_hour between 0 and 100000)`);
    this.addSql(`create table campaigns (
      id serial primary key,
      tenant_id integer not null references users(id) on delete restrict,
      ad_creative_id integer not null references ad_creatives(id) on delete restrict,
      name varchar(100) not null,
      hours_per_day smallint not null check (hours_per_day between 1 and 4),
      mode text not null check (mode in ('all', 'available')),
      created_at timestamptz not null
    )`);
    this.addSql('create index campaigns_tenant_index on campaigns (tenant_id, id)');
    this.addSql('alter table bookings add column audience_per_hour integer');
    this.addSql('alter table bookings add column campaign_id integer references campaigns(id) on delete restrict');
    this.addSql('create index bookings_campaign_index on bookings (campaign_id) where campaign_id is not null');
    // On a new database the earlier migrations already installed today's file (10 arguments).
    this.addSql(`drop function if exists ${OLD_SIGNATURE}`);
    this.addSql(`drop function if exists ${NEW_SIGNATURE}`);
    for (const file of BOOKING_SQL_FILES) {
      for (const fn of bookingSqlFunctions(file)) this.addSql(fn.statement);
    }
  }

  async down(): Promise<void> {
    this.addSql(`drop function ${NEW_SIGNATURE}`);
    this.addSql(BOOK_DISPLAY_DATES_V4);
    this.addSql('alter table bookings drop column campaign_id');
    this.addSql('alter table bookings drop column audience_per_hour');
    this.addSql('drop table campaigns');
    this.addSql('alter table displays drop column audience_per_hour');
  }
}
