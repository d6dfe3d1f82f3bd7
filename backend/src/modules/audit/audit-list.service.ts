import { Injectable } from '@nestjs/common';
import type { ListQuery, RawListQuery } from '../../common/list/list-query';
import { auditListQuery } from './audit-log-query';
import { AuditRepository, type AuditRow } from './audit.repository';
import type { AuditRecordDto } from './dto/audit-record.dto';

/** The back office's read of the audit log. */
@Injectable()
export class AuditListService {
  constructor(private readonly repository: AuditRepository) {}

  async list(raw: RawListQuery): Promise<{ list: ListQuery; items: AuditRecordDto[]; total: number }> {
    const { list, filter, sort } = auditListQuery(raw);
    const { rows, total } = await this.repository.page(filter, sort, list.limit, list.offset);
    return { list, items: rows.map(toDto), total };
  }
}

function toDto(r: AuditRow): AuditRecordDto {
  return {
    id: r.id,
    at: new Date(r.at),
    actor: { id: r.actor_id, username: r.actor_username, role: r.actor_role },
    address: r.address,
    action: r.action,
    entityType: r.entity_type,
    entityId: r.entity_id,
    before: r.before,
    after: r.after,
  };
}
