import { Body, Controller, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Access } from '../../common/access/access.decorator';
import { ErrorResponseDto } from '../../common/http/error-response.dto';
import { ListQueryDto } from '../../common/list/list-query.dto';
import { setContentRange } from '../../common/list/list-query';
import { DisplayIdPipe } from '../../common/http/id.pipe';
import { DisplayReviewService } from './display-review.service';
import { AdminDisplayDto } from './dto/display.dto';
import { ReviewDisplayDto } from './dto/review-display.dto';
import { Actor, AuditActor } from '../audit/audit-actor.decorator';

@ApiTags('admin')
@Controller('admin/displays')
export class AdminDisplaysController {
  constructor(private readonly reviews: DisplayReviewService) {}

  @Get('pending')
  @Access('admin')
  @ApiOperation({ summary: 'Displays waiting for review, oldest first' })
  @ApiOkResponse({ type: [AdminDisplayDto] })
  pending(): Promise<AdminDisplayDto[]> {
    return this.reviews.pending();
  }

  @Post(':id/approve')
  @HttpCode(200)
  @Access('admin')
  @ApiOperation({ summary: 'Approve ({approved: true}) or reject ({approved: false, notes}) a display' })
  @ApiOkResponse({ type: AdminDisplayDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'Display not found (or deleted)' })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'approved is missing or not a boolean, or notes too long' })
  approve(@Param('id', DisplayIdPipe) id: number, @Body() dto: ReviewDisplayDto, @Actor() actor: AuditActor): Promise<AdminDisplayDto> {
    return this.reviews.review(id, dto, actor);
  }

  @Get()
  @Access('admin')
  @ApiOperation({
    summary: 'All displays (not deleted), for the back office (ra-data-simple-rest list)',
    description:
      'sort=["field","ASC"|"DESC"] (id, name, city, state, status, pricePerHour, locationType, isMobile, createdAt, updatedAt); ' +
      'range=[start,end] (inclusive, at most 100); filter={"q","status","city","hostId","id"}. Total in Content-Range.',
  })
  @ApiOkResponse({
    type: [AdminDisplayDto],
    headers: { 'Content-Range': { description: 'displays start-end/total', schema: { type: 'string' } } },
  })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'sort, range or filter is malformed' })
  async list(@Query() query: ListQueryDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<AdminDisplayDto[]> {
    const { list, items, total } = await this.reviews.list(query);
    setContentRange(reply, 'displays', list, items.length, total);
    return items;
  }

  @Get(':id')
  @Access('admin')
  @ApiOperation({ summary: 'One display with its host' })
  @ApiOkResponse({ type: AdminDisplayDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'Display not found (or deleted)' })
  getOne(@Param('id', DisplayIdPipe) id: number): Promise<AdminDisplayDto> {
    return this.reviews.getOne(id);
  }
}
