import { ApiProperty } from '@nestjs/swagger';

export class AuditActorDto {
  id: number;
  username: string;
  @ApiProperty({ enum: ['tenant', 'host', 'admin'] })
  role: 'tenant' | 'host' | 'admin';
}

/** One change of one record (docs/accounts.md, "Audit log"). */
export class AuditRecordDto {
  id: number;
  /** When the change was made (the transaction's time on the server clock). */
  at: Date;
  /** The account that acted. */
  actor: AuditActorDto;
  /** The client address of the request (TRUST_PROXY's right-most untrusted hop). */
  address: string;
  /** What was done: `display.review`, `booking_group.confirm`, `campaign.paid`, `admin.create`, … */
  @ApiProperty({ example: 'booking_group.confirm' })
  action: string;
  /** The changed record's kind. */
  @ApiProperty({ enum: ['display', 'display_change', 'creative', 'booking', 'user'] })
  entityType: string;
  /** Its id, as text. */
  entityId: string;
  /** The changed fields before the change; null when the action created the record. */
  @ApiProperty({ type: 'object', additionalProperties: true, nullable: true })
  before: Record<string, unknown> | null;
  /** The same fields after it; null when the action removed the record. */
  @ApiProperty({ type: 'object', additionalProperties: true, nullable: true })
  after: Record<string, unknown> | null;
}
