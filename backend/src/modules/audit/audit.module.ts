import { Module } from '@nestjs/common';
import { AdminAuditLogController } from './admin-audit-log.controller';
import { AuditLog } from './audit-log.service';
import { AuditListService } from './audit-list.service';
import { AuditRepository } from './audit.repository';

/**
 * The append-only audit log (docs/accounts.md, "Audit log"). Exports `AuditLog`, the one call
 * a service makes inside the transaction of an audited change; owns `audit_log` and its read.
 */
@Module({
  controllers: [AdminAuditLogController],
  providers: [AuditLog, AuditListService, AuditRepository],
  exports: [AuditLog],
})
export class AuditModule {}
