import { BadRequestException } from '@nestjs/common';
import { MAX_ID } from '../../common/http/id.pipe';
import { type ListQuery, parseListQuery, type RawListQuery } from '../../common/list/list-query';
import { AUDIT_SORT_COLUMNS, type AuditFilter } from './audit.repository';

const FILTER_KEYS = ['id', 'actorId', 'actor', 'action', 'entityType', 'entityId', 'from', 'to'];
/** `2026-11-27`, or a date and time with an offset (`2026-11-27T07:00:00.000Z`, `…-07:00`). */
const INSTANT = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2}))?$/;

/**
 * The audit log's list query (common/list protocol): newest first unless `sort` says otherwise.
 * Filters: `actorId`, `actor` (a username, any case), `action` (one or a list), `entityType`,
 * `entityId`, `from` (inclusive) and `to` (exclusive) instants, `id` (react-admin's getMany).
 */
export function auditListQuery(raw: RawListQuery): {
  list: ListQuery;
  filter: AuditFilter;
  sort: { column: (typeof AUDIT_SORT_COLUMNS)[keyof typeof AUDIT_SORT_COLUMNS]; order: 'asc' | 'desc' };
} {
  const list = parseListQuery({ ...raw, sort: raw.sort || '["at","DESC"]' }, Object.keys(AUDIT_SORT_COLUMNS), 'at');
  const f = list.filter;
  const unknown = Object.keys(f).filter((k) => !FILTER_KEYS.includes(k));
  if (unknown.length) throw new BadRequestException(`Unknown filter ${unknown.join(', ')}; filters are: ${FILTER_KEYS.join(', ')}`);
  const filter: AuditFilter = {};
  if (f.id !== undefined) filter.ids = oneOrMany(f.id).map((v) => wholeNumber(v, 'filter.id'));
  if (f.actorId !== undefined) filter.actorId = wholeNumber(f.actorId, 'filter.actorId');
  if (present(f.actor)) filter.actor = text(f.actor, 'filter.actor');
  if (present(f.action)) filter.actions = oneOrMany(f.action).map((v) => text(v, 'filter.action'));
  if (present(f.entityType)) filter.entityType = text(f.entityType, 'filter.entityType');
  if (present(f.entityId)) filter.entityId = typeof f.entityId === 'number' ? String(f.entityId) : text(f.entityId, 'filter.entityId');
  if (present(f.from)) filter.from = instant(f.from, 'filter.from');
  if (present(f.to)) filter.to = instant(f.to, 'filter.to');
  const sortField = list.sortField as keyof typeof AUDIT_SORT_COLUMNS;
  return { list, filter, sort: { column: AUDIT_SORT_COLUMNS[sortField], order: list.sortOrder } };
}

const present = (v: unknown) => v !== undefined && v !== null && v !== '';
const oneOrMany = (v: unknown): unknown[] => (Array.isArray(v) ? v : [v]);

function text(v: unknown, name: string): string {
  if (typeof v !== 'string' || v.length > 200) throw new BadRequestException(`${name} must be text of at most 200 characters`);
  return v.trim();
}

function wholeNumber(v: unknown, name: string): number {
  const n = typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 1 || n > MAX_ID) {
    throw new BadRequestException(`${name} must be a positive whole number`);
  }
  return n;
}

function instant(v: unknown, name: string): Date {
  const at = typeof v === 'string' && INSTANT.test(v) ? new Date(v) : null;
  // Year 0000 and 2026-02-30 are no instants (docs/accounts.md, "Requests and errors").
  if (!at || Number.isNaN(at.getTime()) || at.getUTCFullYear() < 1 || !sameDay(v as string, at)) {
    throw new BadRequestException(`${name} must be a date (YYYY-MM-DD) or an ISO 8601 date-time`);
  }
  return at;
}

/** A date alone must be a real calendar date (JavaScript rolls 2026-02-30 over to March). */
function sameDay(v: string, at: Date): boolean {
  return v.length !== 10 || at.toISOString().slice(0, 10) === v;
}
