import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { UserRole } from '../../common/access/access.decorator';
import type { ChangeWrite } from '../../common/database/change-writes.repository';

/** One row of `audit_log` as read back. */
export interface AuditRow {
  id: number;
  /** Timestamp text as PostgreSQL writes it. */
  at: string;
  actor_id: number;
  actor_username: string;
  actor_role: UserRole;
  address: string;
  action: string;
  entity_type: string;
  entity_id: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** What the insert takes per record (already reduced to the changed fields). */
export interface AuditInsert {
  action: string;
  entity_type: string;
  entity_id: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

export interface AuditFilter {
  ids?: number[];
  actorId?: number;
  actor?: string;
  actions?: string[];
  entityType?: string;
  entityId?: string;
  from?: Date;
  to?: Date;
}

export const AUDIT_SORT_COLUMNS = { at: 'at', id: 'id', action: 'action', actor: 'actor_username', entityType: 'entity_type' } as const;

/** Every statement over `audit_log`: one multi-row insert, and the filtered page (docs/accounts.md, "Audit log"). */
@Injectable()
export class AuditRepository {
  constructor(private readonly em: EntityManager) {}

  /**
   * The records as a CTE that rides in the change's one statement of records (docs/accounts.md,
   * "Audit log"): they commit or roll back with the change they describe.
   */
  insertWrite(actor: { id: number; username: string; role: UserRole; address: string }, at: Date, rows: AuditInsert[]): ChangeWrite {
    return {
      ctes: [
        `audit_insert as (
           insert into audit_log (at, actor_id, actor_username, actor_role, address, action, entity_type, entity_id, before, after)
           select $1::timestamptz, $2::int, $3::text, $4::text, $5::text, r.action, r.entity_type, r.entity_id, r.before, r.after
             from jsonb_to_recordset($6::jsonb) as r(action text, entity_type text, entity_id text, before jsonb, after jsonb))`,
      ],
      values: [at.toISOString(), actor.id, actor.username, actor.role, actor.address, JSON.stringify(rows)],
    };
  }

  async page(
    filter: AuditFilter,
    sort: { column: (typeof AUDIT_SORT_COLUMNS)[keyof typeof AUDIT_SORT_COLUMNS]; order: 'asc' | 'desc' },
    limit: number,
    offset: number,
  ): Promise<{ rows: AuditRow[]; total: number }> {
    const { where, params } = whereOf(filter);
    const em = this.em.fork();
    const tie = sort.column === 'id' ? '' : `, id ${sort.order}`;
    const [rows, [count]] = await Promise.all([
      em.execute<AuditRow[]>(
        `select id, at, actor_id, actor_username, actor_role, address, action, entity_type, entity_id, before, after
           from audit_log ${where} order by ${sort.column} ${sort.order}${tie} limit ? offset ?`,
        [...params, limit, offset],
      ),
      em.execute<{ n: number }[]>(`select count(*)::int as n from audit_log ${where}`, params),
    ]);
    return { rows, total: count.n };
  }
}

function whereOf(f: AuditFilter): { where: string; params: unknown[] } {
  const clauses: string[] = [];
  const params: unknown[] = [];
  const add = (clause: string, value: unknown) => {
    clauses.push(clause);
    params.push(value);
  };
  if (f.ids) add('id = any(array[?]::int[])', f.ids.length ? f.ids : [0]);
  if (f.actorId !== undefined) add('actor_id = ?', f.actorId);
  if (f.actor !== undefined) add('lower(actor_username) = ?', f.actor.toLowerCase());
  if (f.actions) add('action = any(array[?]::text[])', f.actions);
  if (f.entityType !== undefined) add('entity_type = ?', f.entityType);
  if (f.entityId !== undefined) add('entity_id = ?', f.entityId);
  if (f.from) add('at >= ?::timestamptz', f.from.toISOString());
  if (f.to) add('at < ?::timestamptz', f.to.toISOString());
  return { where: clauses.length ? `where ${clauses.join(' and ')}` : '', params };
}
