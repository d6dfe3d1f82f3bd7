import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Clock } from '../../common/clock/clock';
import { addChangeWrite } from '../../common/database/change-writes.repository';
import { AuditActor } from './audit-actor.decorator';
import { type AuditChange, changedFields } from './audit-change';
import { AuditRepository } from './audit.repository';

/**
 * The one call every audited change makes, inside its own transaction (docs/accounts.md,
 * "Audit log"): a record per changed row, naming the actor and its address, with the
 * fields that changed before and after. Rows that did not change write nothing. A null
 * actor (the demo data loaded at start) writes nothing either. The records ride in the
 * change's one statement of records (docs/architecture.md, "One statement for a change's records").
 */
@Injectable()
export class AuditLog {
  constructor(
    private readonly repository: AuditRepository,
    private readonly clock: Clock,
  ) {}

  async record(tx: EntityManager, actor: AuditActor | null, changes: AuditChange | AuditChange[]): Promise<void> {
    if (!actor) return;
    const rows = (Array.isArray(changes) ? changes : [changes]).flatMap((change) => {
      const fields = changedFields(change);
      return fields ? [{ action: change.action, entity_type: change.entityType, entity_id: String(change.entityId), ...fields }] : [];
    });
    if (rows.length) await addChangeWrite(tx, this.repository.insertWrite(actor, this.clock.now(), rows));
  }
}
