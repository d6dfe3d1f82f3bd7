import { Migration } from '@mikro-orm/migrations';

/**
 * The audit log (docs/accounts.md, "Audit log"): one row per changed record, written in the
 * transaction of the change. Append-only in the database too: UPDATE, DELETE and TRUNCATE
 * raise an error whoever runs them, so not even a bug in the server can rewrite history.
 */
export class Migration20261127110000_audit_log extends Migration {
  async up(): Promise<void> {
    this.addSql(`create table audit_log (
      id integer generated always as identity primary key,
      at timestamptz not null,
      actor_id integer not null references users (id),
      actor_username varchar(32) not null,
      actor_role text not null check (actor_role in ('admin', 'host', 'tenant')),
      address text not null,
      action text not null,
      entity_type text not null,
      entity_id text not null,
      before jsonb,
      after jsonb
    )`);
    this.addSql('create index audit_log_at_index on audit_log (at desc, id desc)');
    this.addSql('create index audit_log_actor_index on audit_log (actor_id, at desc)');
    this.addSql('create index audit_log_action_index on audit_log (action, at desc)');
    this.addSql('create index audit_log_entity_index on audit_log (entity_type, entity_id, at desc)');
    this.addSql(`create function audit_log_append_only() returns trigger language plpgsql as $$
      begin
        raise exception 'audit_log is append-only: % refused', tg_op using errcode = 'insufficient_privilege';
      end $$`);
    this.addSql(`create trigger audit_log_no_change before update or delete on audit_log
      for each row execute function audit_log_append_only()`);
    this.addSql(`create trigger audit_log_no_truncate before truncate on audit_log
      for each statement execute function audit_log_append_only()`);
  }

  async down(): Promise<void> {
    this.addSql('drop table audit_log');
    this.addSql('drop function audit_log_append_only()');
  }
}
