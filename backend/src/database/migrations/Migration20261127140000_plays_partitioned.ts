import { Migration } from '@mikro-orm/migrations';
import { playSqlFunctions } from '../../modules/player/sql/play-sql';

const TABLE = `
      id bigint not null default nextval('plays_id_seq'),
      display_id integer not null references displays(id) on delete restrict,
      ad_creative_id integer not null references ad_creatives(id) on delete restrict,
      booking_id integer not null references bookings(id) on delete restrict,
      client_play_id varchar(64) not null,
      shown_at timestamptz not null,
      slot bigint not null,
      received_at timestamptz not null,
      verified boolean not null default false`;
const COLUMNS = 'id, display_id, ad_creative_id, booking_id, client_play_id, shown_at, slot, received_at, verified';

/**
 * Plays partitioned by the UTC month of `shown_at` (docs/player.md, "Partitions and retention"),
 * so retention drops a month at a time and each insert touches one month's small indexes.
 *
 * A unique index of a partitioned table must include the partition key, so the two rules keep
 * theirs per partition (made by `plays_ensure_partitions`): (display, slot) is exact for the whole
 * table because a slot lies inside one month; (display, clientPlayId) across months is held by the
 * ingest statement (play-insert.sql.ts). No table references plays, and nothing reads a play by
 * its id: the primary key goes (the id stays, as the exports' tie-break), and so does the unread
 * (ad_creative_id, shown_at) index. The rows move by INSERT … SELECT into partitions made for every
 * month from the oldest play to two months ahead.
 */
export class Migration20261127140000_plays_partitioned extends Migration {
  async up(): Promise<void> {
    this.addSql('alter table plays rename to plays_unpartitioned');
    this.addSql('alter sequence plays_id_seq owned by none');
    this.addSql(`create table plays (${TABLE}) partition by range (shown_at)`);
    for (const fn of playSqlFunctions()) this.addSql(fn.statement);
    this.addSql(`select plays_ensure_partitions(least(min(shown_at), now()), now() + interval '2 months') from plays_unpartitioned`);
    this.addSql(`insert into plays (${COLUMNS}) select ${COLUMNS} from plays_unpartitioned`);
    this.addSql('drop table plays_unpartitioned');
    this.addSql('alter sequence plays_id_seq owned by plays.id');
    // The proof-of-play export reads a booking's plays (analytics/export.repository.ts).
    this.addSql('create index plays_booking_index on plays (booking_id)');
  }

  async down(): Promise<void> {
    this.addSql('alter table plays rename to plays_partitioned');
    this.addSql('alter sequence plays_id_seq owned by none');
    this.addSql(`create table plays (${TABLE}, primary key (id),
      constraint plays_client_play_unique unique (display_id, client_play_id),
      constraint plays_display_slot_unique unique (display_id, slot))`);
    this.addSql(`insert into plays (${COLUMNS}) select ${COLUMNS} from plays_partitioned`);
    this.addSql('drop table plays_partitioned');
    this.addSql('alter sequence plays_id_seq owned by plays.id');
    this.addSql('create index plays_creative_shown_at_index on plays (ad_creative_id, shown_at)');
    this.addSql('create index plays_booking_index on plays (booking_id)');
    this.addSql('drop function plays_drop_expired_partition(timestamptz)');
    this.addSql('drop function plays_ensure_partitions(timestamptz, timestamptz)');
  }
}
