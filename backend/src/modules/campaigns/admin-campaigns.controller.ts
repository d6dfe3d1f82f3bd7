import { Body, Controller, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Access } from '../../common/access/access.decorator';
import { ErrorResponseDto } from '../../common/http/error-response.dto';
import { CampaignIdPipe } from '../../common/http/id.pipe';
import { NOT_FOUND } from '../../common/http/not-found';
import { ListQueryDto } from '../../common/list/list-query.dto';
import { setContentRange } from '../../common/list/list-query';
import { AdminCampaignsService } from './admin-campaigns.service';
import { CampaignViewsService } from './campaign-views.service';
import { MarkCampaignPaidDto, RejectCampaignDto } from './dto/admin-campaign-action.dto';
import { AdminCampaignDto, CampaignDetailDto } from './dto/campaign.dto';
import { Actor, AuditActor } from '../audit/audit-actor.decorator';

const CAMPAIGN_NOT_FOUND = { type: ErrorResponseDto, description: NOT_FOUND.campaign };

/** Campaigns in the back office (docs/campaigns.md): one row each, and whole-campaign actions. */
@ApiTags('admin campaigns')
@Controller('admin/campaigns')
export class AdminCampaignsController {
  constructor(
    private readonly views: CampaignViewsService,
    private readonly admin: AdminCampaignsService,
  ) {}

  @Get()
  @Access('admin')
  @ApiOperation({
    summary: 'Every campaign: tenant, screens, dates, total, status (ra-data-simple-rest list)',
    description:
      'sort=["field","ASC"|"DESC"] (id, createdAt, name, firstDate, totalPrice; default createdAt DESC); range=[start,end] ' +
      '(inclusive, at most 100); filter={"status","tenantId"}. Total in Content-Range.',
  })
  @ApiOkResponse({
    type: [AdminCampaignDto],
    headers: { 'Content-Range': { description: 'campaigns start-end/total', schema: { type: 'string' } } },
  })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'sort, range or filter is malformed' })
  async list(@Query() query: ListQueryDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<AdminCampaignDto[]> {
    const { list, items, total } = await this.views.list(query);
    setContentRange(reply, 'campaigns', list, items.length, total);
    return items as AdminCampaignDto[];
  }

  @Post(':id/confirm')
  @HttpCode(200)
  @Access('admin')
  @ApiOperation({ summary: 'Confirm every group of the campaign still pending, in one transaction' })
  @ApiOkResponse({ type: CampaignDetailDto, description: 'The campaign after the change' })
  @ApiNotFoundResponse(CAMPAIGN_NOT_FOUND)
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'No group has pending bookings (dated today or later) to confirm' })
  confirm(@Param('id', CampaignIdPipe) id: number, @Actor() actor: AuditActor): Promise<CampaignDetailDto> {
    return this.admin.confirm(id, actor);
  }

  @Post(':id/reject')
  @HttpCode(200)
  @Access('admin')
  @ApiOperation({ summary: 'Reject every group of the campaign still pending, with an optional note to the tenant' })
  @ApiOkResponse({ type: CampaignDetailDto, description: 'The campaign after the change' })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'note not text or over 1000 characters' })
  @ApiNotFoundResponse(CAMPAIGN_NOT_FOUND)
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'No group has pending bookings to reject' })
  reject(@Param('id', CampaignIdPipe) id: number, @Body() dto: RejectCampaignDto, @Actor() actor: AuditActor): Promise<CampaignDetailDto> {
    return this.admin.reject(id, actor, dto.note);
  }

  @Post(':id/paid')
  @HttpCode(200)
  @Access('admin')
  @ApiOperation({ summary: 'Mark every confirmed booking of the campaign paid ({paid: true}) or unpaid ({paid: false})' })
  @ApiOkResponse({ type: CampaignDetailDto, description: 'The campaign after the change' })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'paid missing or not a boolean' })
  @ApiNotFoundResponse(CAMPAIGN_NOT_FOUND)
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'No group has confirmed bookings' })
  paid(@Param('id', CampaignIdPipe) id: number, @Body() dto: MarkCampaignPaidDto, @Actor() actor: AuditActor): Promise<CampaignDetailDto> {
    return this.admin.setPaid(id, actor, dto.paid);
  }
}
