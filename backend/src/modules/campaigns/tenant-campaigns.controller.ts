import { Body, Controller, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiExtraModels,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  getSchemaPath,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Access } from '../../common/access/access.decorator';
import { ErrorResponseDto } from '../../common/http/error-response.dto';
import { CampaignIdPipe } from '../../common/http/id.pipe';
import { NOT_FOUND } from '../../common/http/not-found';
import { ApiIdempotencyKey, IdempotencyKey, sendIdempotent } from '../../common/idempotency/idempotency-key.decorator';
import { ListQueryDto } from '../../common/list/list-query.dto';
import { setContentRange } from '../../common/list/list-query';
import { CurrentUser } from '../auth/current-user.decorator';
import { User } from '../auth/entities/user.entity';
import { CampaignPlannerService } from './campaign-planner.service';
import { CampaignViewsService } from './campaign-views.service';
import { CampaignsService } from './campaigns.service';
import { CampaignQuoteDto, CreateCampaignDto } from './dto/campaign-request.dto';
import {
  CampaignDetailDto,
  CampaignPlanResultDto,
  CampaignQuoteResultDto,
  CampaignShortfallErrorDto,
  CampaignSummaryDto,
  CreatedCampaignDto,
  ShortfallDto,
} from './dto/campaign.dto';
import { PlanCampaignDto } from './dto/plan-request.dto';

const BAD_SELECTION =
  'Not 1–100 distinct displays or 1–60 distinct real dates; hours per day not 1–4; mode not all/available; the ad creative ' +
  'not approved; a date past or after the booking horizon on some display (details: latestDate, horizonDays, dates)';
const NOT_FOUND_SELECTION =
  'Display not found (details.displayIds: each one not found or not approved); Ad creative not found (or not yours)';

/** A tenant's campaigns across many screens (docs/campaigns.md). */
@ApiTags('tenant campaigns')
@ApiExtraModels(CampaignShortfallErrorDto, ShortfallDto, ErrorResponseDto)
@Controller('tenant/campaigns')
export class TenantCampaignsController {
  constructor(
    private readonly campaigns: CampaignsService,
    private readonly views: CampaignViewsService,
    private readonly planner: CampaignPlannerService,
  ) {}

  @Post('quote')
  @HttpCode(200)
  @Access('tenant')
  @ApiOperation({
    summary: 'Price a campaign: every display × date with its free hours and price, the totals, impressions and CPM; books nothing',
  })
  @ApiOkResponse({ type: CampaignQuoteResultDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: BAD_SELECTION })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: NOT_FOUND_SELECTION })
  quote(@CurrentUser() tenant: User, @Body() dto: CampaignQuoteDto): Promise<CampaignQuoteResultDto> {
    return this.campaigns.quote(tenant.id, dto);
  }

  @Post('plan')
  @HttpCode(200)
  @Access('tenant')
  @ApiOperation({
    summary: 'Propose displays for a budget: cheapest CPM first, whole displays while the total stays within the budget; books nothing',
    description: 'Only displays with hoursPerDay free on every date; undeclared audience last (by price); ties by id; at most 100.',
  })
  @ApiOkResponse({ type: CampaignPlanResultDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'A malformed budget, date, hours or filter; a past or too-far date' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'Ad creative not found (or not yours)' })
  plan(@CurrentUser() tenant: User, @Body() dto: PlanCampaignDto): Promise<CampaignPlanResultDto> {
    return this.planner.plan(tenant.id, dto);
  }

  @Post()
  @Access('tenant')
  @ApiOperation({
    summary: 'Book a campaign: one pending booking group per display, all in one transaction',
    description:
      'mode all (default): all or nothing. mode available: books every display-date with the hours and lists the others in ' +
      "`skipped`. Prices and audiences are the server's. Your pending hours, campaign hours included, are capped.",
  })
  @ApiCreatedResponse({ type: CreatedCampaignDto })
  @ApiBadRequestResponse({
    type: ErrorResponseDto,
    description: `${BAD_SELECTION}; name missing or over 100 characters; a malformed Idempotency-Key`,
  })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: NOT_FOUND_SELECTION })
  @ApiConflictResponse({
    schema: { anyOf: [{ $ref: getSchemaPath(CampaignShortfallErrorDto) }, { $ref: getSchemaPath(ErrorResponseDto) }] },
    description:
      'Display-dates without the hours (details.shortfalls: [{displayId, date, freeHours}]; mode available: only when nothing ' +
      'can be booked); or the pending-hours cap (details: pendingHoursCap, pendingHours, requestedHours). Nothing is stored.',
  })
  @ApiIdempotencyKey()
  async create(
    @CurrentUser() tenant: User,
    @Body() dto: CreateCampaignDto,
    @IdempotencyKey() key: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<CreatedCampaignDto> {
    return sendIdempotent(reply, await this.campaigns.create(tenant.id, dto, key));
  }

  @Get()
  @Access('tenant')
  @ApiOperation({
    summary: 'Your campaigns (ra-data-simple-rest list)',
    description:
      'sort=["field","ASC"|"DESC"] (id, createdAt, name, firstDate, totalPrice; default createdAt DESC); range=[start,end] ' +
      '(inclusive, at most 100); filter={"status"}. Total in Content-Range.',
  })
  @ApiOkResponse({
    type: [CampaignSummaryDto],
    headers: { 'Content-Range': { description: 'campaigns start-end/total', schema: { type: 'string' } } },
  })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'sort, range or filter is malformed' })
  async list(
    @CurrentUser() tenant: User,
    @Query() query: ListQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<CampaignSummaryDto[]> {
    const { list, items, total } = await this.views.list(query, tenant.id);
    setContentRange(reply, 'campaigns', list, items.length, total);
    return items;
  }

  @Get(':id')
  @Access('tenant')
  @ApiOperation({ summary: 'One of your campaigns, with its groups and delivery per display' })
  @ApiOkResponse({ type: CampaignDetailDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: `${NOT_FOUND.campaign} (or not yours)` })
  one(@CurrentUser() tenant: User, @Param('id', CampaignIdPipe) id: number): Promise<CampaignDetailDto> {
    return this.views.one(id, tenant.id);
  }
}
