import { Migration } from '@mikro-orm/migrations';

export class Migration20261122020000_creatives extends Migration {
  async up(): Promise<void> {
    // Content-addressed files of the PostgreSQL storage driver.
    this.addSql(`create table stored_files (
      hash char(64) primary key check (hash ~ '^[0-9a-f]{64}$'),
      content_type text not null,
      byte_size integer not null check (byte_size >= 0),
      content bytea not null,
      created_at timestamptz not null default now()
    )`);
    // Images are already compressed: store them out of line without trying to compress again.
    this.addSql(`alter table stored_files alter column content set storage external`);
    // No foreign key to stored_files: the files may live in another store (S3) by configuration.
    this.addSql(`create table ad_creatives (
      id serial primary key,
      owner_id integer not null references users(id),
      name varchar(100) not null,
      dimensions varchar(20) not null,
      width integer not null check (width > 0),
      height integer not null check (height > 0),
      content_type text not null check (content_type in ('image/png', 'image/jpeg', 'image/gif', 'image/webp')),
      byte_size integer not null check (byte_size > 0),
      content_hash char(64) not null,
      thumbnail_hash char(64) not null,
      status text not null default 'pending' check (status in ('pending', 'approved', 'rejected')),
      approval_notes text,
      reviewed_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`);
    this.addSql(`create index ad_creatives_owner_created_index on ad_creatives (owner_id, created_at desc, id desc)`);
    this.addSql(`create index ad_creatives_pending_index on ad_creatives (created_at, id) where status = 'pending'`);
  }

  async down(): Promise<void> {
    this.addSql('drop table ad_creatives');
    this.addSql('drop table stored_files');
  }
}
