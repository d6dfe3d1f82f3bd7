import type { AuditRecord } from '../../api/auditLog';
import { AUDIT_ACTIONS } from './auditFilter';

const ACTION_NAMES: Record<string, string> = Object.fromEntries(AUDIT_ACTIONS);

/** How a record's parts read in the back office (table and cards alike). */
export const actionName = (r: AuditRecord) => ACTION_NAMES[r.action] ?? r.action;
export const actorName = (r: AuditRecord) => `${r.actor.username} (${r.actor.role})`;
export const recordName = (r: AuditRecord) => `${r.entityType} #${r.entityId}`;
