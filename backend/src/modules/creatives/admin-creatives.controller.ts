import { Body, Controller, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Access } from '../../common/access/access.decorator';
import { ErrorResponseDto } from '../../common/http/error-response.dto';
import { ListQueryDto } from '../../common/list/list-query.dto';
import { setContentRange } from '../../common/list/list-query';
import { CreativeIdPipe } from '../../common/http/id.pipe';
import { CreativesService } from './creatives.service';
import { AdminAdCreativeDto } from './dto/ad-creative.dto';
import { ReviewAdCreativeDto } from './dto/review-ad-creative.dto';
import { Actor, AuditActor } from '../audit/audit-actor.decorator';

@ApiTags('admin ad creatives')
@Controller('admin/ad-creatives')
export class AdminCreativesController {
  constructor(private readonly creatives: CreativesService) {}

  @Get('pending')
  @Access('admin')
  @ApiOperation({ summary: 'Ad creatives waiting for review, oldest first' })
  @ApiOkResponse({ type: [AdminAdCreativeDto] })
  pending(): Promise<AdminAdCreativeDto[]> {
    return this.creatives.pending();
  }

  @Get()
  @Access('admin')
  @ApiOperation({
    summary: 'All ad creatives (react-admin list)',
    description:
      'ra-data-simple-rest protocol: `sort=["field","ASC"|"DESC"]` (id, name, status, createdAt, updatedAt, byteSize, tenantId), ' +
      '`range=[start,end]` (at most 100), `filter={"status":"pending"|[…],"tenantId":1,"q":"part of the name","id":[…]}`. ' +
      'The total is in `Content-Range: ad-creatives start-end/total`.',
  })
  @ApiOkResponse({
    type: [AdminAdCreativeDto],
    headers: { 'Content-Range': { description: 'ad-creatives 0-24/319', schema: { type: 'string' } } },
  })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'Malformed sort, range or filter' })
  async list(@Query() q: ListQueryDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<AdminAdCreativeDto[]> {
    const { items, total, query } = await this.creatives.adminList(q);
    setContentRange(reply, 'ad-creatives', query, items.length, total);
    return items;
  }

  @Get(':id')
  @Access('admin')
  @ApiOperation({ summary: 'One ad creative, with its tenant' })
  @ApiOkResponse({ type: AdminAdCreativeDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No such creative' })
  one(@Param('id', CreativeIdPipe) id: number): Promise<AdminAdCreativeDto> {
    return this.creatives.adminGet(id);
  }

  @Post(':id/approve')
  @HttpCode(200)
  @Access('admin')
  @ApiOperation({ summary: 'Approve (approved: true) or reject (approved: false) an ad creative; notes are shown to the tenant' })
  @ApiOkResponse({ type: AdminAdCreativeDto, description: 'The creative after the review' })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'approved missing or not a boolean, notes too long' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No such creative' })
  approve(
    @Param('id', CreativeIdPipe) id: number,
    @Body() dto: ReviewAdCreativeDto,
    @Actor() actor: AuditActor,
  ): Promise<AdminAdCreativeDto> {
    return this.creatives.review(id, dto, actor);
  }
}
