import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Access } from '../../common/access/access.decorator';
import { ErrorResponseDto } from '../../common/http/error-response.dto';
import { setContentRange } from '../../common/list/list-query';
import { ListQueryDto } from '../../common/list/list-query.dto';
import { AuditListService } from './audit-list.service';
import { AuditRecordDto } from './dto/audit-record.dto';

@ApiTags('admin')
@Controller('admin/audit-log')
export class AdminAuditLogController {
  constructor(private readonly audit: AuditListService) {}

  @Get()
  @Access('admin')
  @ApiOperation({
    summary: 'The audit log, newest first (ra-data-simple-rest list): who changed what, when, from which address',
    description:
      'sort=["field","ASC"|"DESC"] (at, id, action, actor, entityType; default ["at","DESC"]); range=[start,end] (inclusive, at most 100); ' +
      'filter={"actorId","actor" (username),"action" (one or a list),"entityType","entityId","from" (inclusive),"to" (exclusive),"id"}; ' +
      'from/to are YYYY-MM-DD (midnight UTC) or ISO 8601 date-times. Total in Content-Range.',
  })
  @ApiOkResponse({
    type: [AuditRecordDto],
    headers: { 'Content-Range': { description: 'audit-log start-end/total', schema: { type: 'string' } } },
  })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'sort, range or filter is malformed' })
  async list(@Query() query: ListQueryDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<AuditRecordDto[]> {
    const { list, items, total } = await this.audit.list(query);
    setContentRange(reply, 'audit-log', list, items.length, total);
    return items;
  }
}
