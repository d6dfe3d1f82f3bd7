import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { MessageDto } from '../../common/http/message.dto';
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
import { Access } from '../../common/access/access.decorator';
import { ErrorResponseDto } from '../../common/http/error-response.dto';
import { RangeQueryDto } from '../../common/list/list-query.dto';
import { ApiRangePaged, RANGE_PAGED, sendPage } from '../../common/list/paged-list';
import { CurrentUser } from '../auth/current-user.decorator';
import { User } from '../auth/entities/user.entity';
import { Actor, AuditActor } from '../audit/audit-actor.decorator';
import { DisplayIdPipe } from '../../common/http/id.pipe';
import { DisplayEditService } from './display-edit.service';
import { DisplaysService } from './displays.service';
import { UpdateDisplayDto } from './dto/update-display.dto';
import { OversoldDatesErrorDto } from '../bookings/dto/booking-conflict.dto';
import { CreateDisplayDto } from './dto/create-display.dto';
import { DisplayFilterQueryDto } from './dto/display-filter-query.dto';
import { HostDisplayDto, PublicDisplayDto } from './dto/display.dto';

@ApiTags('displays')
@Controller('displays')
@ApiExtraModels(OversoldDatesErrorDto, ErrorResponseDto)
export class HostDisplaysController {
  constructor(
    private readonly displays: DisplaysService,
    private readonly edits: DisplayEditService,
  ) {}

  @Get()
  @Access('host')
  @ApiOperation({
    summary: "The signed-in host's displays (not deleted), newest first, with review status and notes",
    description: RANGE_PAGED,
  })
  @ApiRangePaged(HostDisplayDto, 'displays')
  async list(
    @CurrentUser() host: User,
    @Query() query: RangeQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<HostDisplayDto[]> {
    return sendPage(reply, 'displays', await this.displays.listOwn(host, query.range));
  }

  @Post()
  @Access('host')
  @ApiOperation({
    summary: 'Add a display; it waits for an admin review (status pending)',
    description: 'operatingHours is derived from startTime and endTime; if sent, it must agree with them.',
  })
  @ApiCreatedResponse({ type: HostDisplayDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'A field is missing or invalid; the message says which' })
  create(@CurrentUser() host: User, @Body() dto: CreateDisplayDto): Promise<HostDisplayDto> {
    return this.displays.create(host, dto);
  }

  @Patch(':id')
  @Access('host')
  @ApiOperation({
    summary: "Edit one of the host's own displays: any subset of the create fields",
    description:
      'Other fields apply at once. Price changes apply to bookings made afterwards (bookings keep their price). ' +
      'On an approved display, location fields (streetAddress, city, state, zipCode, coordinates) become pendingChange, ' +
      'which an admin reviews; until then the display keeps its location, stays bookable and keeps playing. ' +
      'New hours must leave every date from today on with no more hours sold than the new daily capacity, and the time zone ' +
      'can change only while the display has no booking from today on (409 otherwise).',
  })
  @ApiOkResponse({ type: HostDisplayDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'A field is invalid, or the location is outside the service area' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'Display not found (or not yours)' })
  @ApiConflictResponse({
    description:
      'New hours below the hours sold on some date (details: [{date, soldHours, capacityHours}]), ' +
      'or a time zone change while bookings from today on exist (details: {upcomingBookings})',
    schema: { anyOf: [{ $ref: getSchemaPath(OversoldDatesErrorDto) }, { $ref: getSchemaPath(ErrorResponseDto) }] },
  })
  update(@Actor() host: AuditActor, @Param('id', DisplayIdPipe) id: number, @Body() dto: UpdateDisplayDto): Promise<HostDisplayDto> {
    return this.edits.update(host, id, dto);
  }

  @Delete(':id')
  @Access('host')
  @ApiOperation({ summary: "Delete one of the host's own displays (it disappears everywhere; its history stays)" })
  @ApiOkResponse({ type: MessageDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'Display not found (or not yours)' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'The display has upcoming bookings' })
  @HttpCode(200)
  async remove(@Actor() host: AuditActor, @Param('id', DisplayIdPipe) id: number): Promise<MessageDto> {
    await this.displays.remove(host, id);
    return { message: 'Display deleted' };
  }
}

@ApiTags('displays')
@Controller('tenant/displays')
export class TenantDisplaysController {
  constructor(private readonly displays: DisplaysService) {}

  @Get()
  @Access('tenant')
  @ApiOperation({
    summary: 'Approved displays a tenant can book (no review notes); with the search and filters of GET /api/public/displays',
  })
  @ApiOkResponse({ type: [PublicDisplayDto] })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'A search or filter parameter is invalid; the message says which' })
  list(@Query() filter: DisplayFilterQueryDto): Promise<PublicDisplayDto[]> {
    return this.displays.listApproved(filter);
  }

  @Get(':id')
  @Access('tenant')
  @ApiOperation({ summary: 'One approved display' })
  @ApiOkResponse({ type: PublicDisplayDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'Display not found (or not approved)' })
  get(@Param('id', DisplayIdPipe) id: number): Promise<PublicDisplayDto> {
    return this.displays.getApproved(id);
  }
}
