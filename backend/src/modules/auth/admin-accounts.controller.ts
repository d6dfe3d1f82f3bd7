import { Body, Controller, Get, Post, Query, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Access } from '../../common/access/access.decorator';
import { ErrorResponseDto } from '../../common/http/error-response.dto';
import { setContentRange } from '../../common/list/list-query';
import { ListQueryDto } from '../../common/list/list-query.dto';
import { Actor, AuditActor } from '../audit/audit-actor.decorator';
import { AdminAccountsService } from './admin-accounts.service';
import { AdminAccountDto, CreateAdminDto } from './dto/admin-account.dto';

@ApiTags('admin')
@Controller('admin/admins')
export class AdminAccountsController {
  constructor(private readonly admins: AdminAccountsService) {}

  @Get()
  @Access('admin')
  @ApiOperation({
    summary: 'The admin accounts (ra-data-simple-rest list): `admin` (the access code) and those added since',
    description: 'sort=["field","ASC"|"DESC"] (id, username, createdAt); range=[start,end]; filter={"id"}. Total in Content-Range.',
  })
  @ApiOkResponse({
    type: [AdminAccountDto],
    headers: { 'Content-Range': { description: 'admins start-end/total', schema: { type: 'string' } } },
  })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'sort, range or filter is malformed' })
  async list(@Query() query: ListQueryDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<AdminAccountDto[]> {
    const { list, items, total } = await this.admins.list(query);
    setContentRange(reply, 'admins', list, items.length, total);
    return items;
  }

  @Post()
  @Access('admin')
  @ApiOperation({
    summary: 'Add an admin account with its own username and password; it signs in on the normal Login tab',
    description: 'Username and password rules as registration; `admin` is reserved. Recorded in the audit log (admin.create).',
  })
  @ApiCreatedResponse({ type: AdminAccountDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'Username or password breaks the rules, or the username is reserved' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'Username is already taken' })
  create(@Actor() actor: AuditActor, @Body() dto: CreateAdminDto): Promise<AdminAccountDto> {
    return this.admins.create(actor, dto);
  }
}
