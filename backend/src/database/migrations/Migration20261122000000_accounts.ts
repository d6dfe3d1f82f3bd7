import { Migration } from '@mikro-orm/migrations';

export class Migration20261122000000_accounts extends Migration {
  async up(): Promise<void> {
    this.addSql(`create table users (
      id serial primary key,
      username varchar(32) not null,
      role text not null check (role in ('tenant', 'host', 'admin')),
      password_hash text not null,
      created_at timestamptz not null default now()
    )`);
    this.addSql(`create unique index users_username_lower_unique on users (lower(username))`);
    this.addSql(`create table sessions (
      id uuid primary key,
      user_id integer not null references users(id) on delete cascade,
      created_at timestamptz not null,
      expires_at timestamptz not null
    )`);
    this.addSql(`create index sessions_user_id_index on sessions (user_id)`);
  }

  async down(): Promise<void> {
    this.addSql('drop table sessions');
    this.addSql('drop table users');
  }
}
