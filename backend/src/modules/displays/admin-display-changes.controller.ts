import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Access } from '../../common/access/access.decorator';
import { ErrorResponseDto } from '../../common/http/error-response.dto';
import { LocationChangeIdPipe } from '../../common/http/id.pipe';
import { DisplayChangeDto } from './dto/display-change.dto';
import { ReviewDisplayDto } from './dto/review-display.dto';
import { Actor, AuditActor } from '../audit/audit-actor.decorator';
import { LocationChangeReviewService } from './location-change-review.service';

@ApiTags('admin')
@Controller('admin/display-changes')
export class AdminDisplayChangesController {
  constructor(private readonly reviews: LocationChangeReviewService) {}

  @Get()
  @Access('admin')
  @ApiOperation({ summary: "Hosts' location changes of approved displays waiting for review, oldest first, each with its display" })
  @ApiOkResponse({ type: [DisplayChangeDto] })
  pending(): Promise<DisplayChangeDto[]> {
    return this.reviews.pending();
  }

  @Post(':id/approve')
  @HttpCode(200)
  @Access('admin')
  @ApiOperation({
    summary: 'Approve ({approved: true}: the display moves) or reject ({approved: false, notes}: it stays) a location change',
  })
  @ApiOkResponse({ type: DisplayChangeDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'Location change not found (or its display deleted)' })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'approved is missing or not a boolean, or notes too long' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'The change was already reviewed or withdrawn by the host' })
  approve(
    @Param('id', LocationChangeIdPipe) id: number,
    @Body() dto: ReviewDisplayDto,
    @Actor() actor: AuditActor,
  ): Promise<DisplayChangeDto> {
    return this.reviews.review(id, dto, actor);
  }
}
