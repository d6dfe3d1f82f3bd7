import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { RangeQueryDto } from '../../common/list/list-query.dto';
import { ApiRangePaged, RANGE_PAGED, sendPage } from '../../common/list/paged-list';
import { MessageDto } from '../../common/http/message.dto';
import { NOT_FOUND } from '../../common/http/not-found';
import { ApiBadRequestResponse, ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Access } from '../../common/access/access.decorator';
import { ErrorResponseDto } from '../../common/http/error-response.dto';
import { AdminBookingGroupsService } from './admin-booking-groups.service';
import { AdminBookingsService } from './admin-bookings.service';
import { BOOKING_MESSAGES } from './booking.constants';
import { BookingIdPipe } from '../../common/http/id.pipe';
import { GroupIdPipe } from '../../common/http/id.pipe';
import { BookingGroupDto, MarkPaidDto, RejectBookingGroupDto } from './dto/booking-group.dto';
import { Actor, AuditActor } from '../audit/audit-actor.decorator';

const GROUP_NOT_FOUND = { type: ErrorResponseDto, description: NOT_FOUND.bookingGroup };

@ApiTags('admin bookings')
@Controller('admin/bookings')
export class AdminBookingsController {
  constructor(
    private readonly bookings: AdminBookingsService,
    private readonly lists: AdminBookingGroupsService,
  ) {}

  @Get('confirmed')
  @Access('admin')
  @ApiOperation({
    summary: 'Confirmed booking groups (their confirmed dates only), soonest first date first',
    description: RANGE_PAGED,
  })
  @ApiRangePaged(BookingGroupDto, 'booking-groups')
  async confirmed(@Query() query: RangeQueryDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<BookingGroupDto[]> {
    return sendPage(reply, 'booking-groups', await this.lists.confirmed(query.range));
  }

  @Get('requests')
  @Access('admin')
  @ApiOperation({ summary: 'Pending booking groups waiting for confirmation, oldest request first', description: RANGE_PAGED })
  @ApiRangePaged(BookingGroupDto, 'booking-groups')
  async requests(@Query() query: RangeQueryDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<BookingGroupDto[]> {
    return sendPage(reply, 'booking-groups', await this.lists.requests(query.range));
  }

  @Post('groups/:groupId/confirm')
  @HttpCode(200)
  @Access('admin')
  @ApiOperation({
    summary: "Confirm a group's pending bookings",
    description: "Pending dates already past in the display's time zone become expired instead.",
  })
  @ApiOkResponse({ type: BookingGroupDto, description: 'The group after the change' })
  @ApiNotFoundResponse(GROUP_NOT_FOUND)
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'The group has no pending bookings (dated today or later) to confirm' })
  confirm(@Param('groupId', GroupIdPipe) groupId: string, @Actor() actor: AuditActor): Promise<BookingGroupDto> {
    return this.bookings.confirm(groupId, actor);
  }

  @Post('groups/:groupId/reject')
  @HttpCode(200)
  @Access('admin')
  @ApiOperation({ summary: "Reject a group's pending bookings, with an optional note to the tenant (frees their hours)" })
  @ApiOkResponse({ type: BookingGroupDto, description: 'The group after the change' })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'notes not text or over 1000 characters' })
  @ApiNotFoundResponse(GROUP_NOT_FOUND)
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'The group has no pending bookings to reject' })
  reject(
    @Param('groupId', GroupIdPipe) groupId: string,
    @Body() dto: RejectBookingGroupDto,
    @Actor() actor: AuditActor,
  ): Promise<BookingGroupDto> {
    return this.bookings.reject(groupId, actor, dto.notes);
  }

  @Post('groups/:groupId/paid')
  @HttpCode(200)
  @Access('admin')
  @ApiOperation({ summary: "Mark a group's confirmed bookings paid ({paid: true}) or unpaid ({paid: false})" })
  @ApiOkResponse({ type: BookingGroupDto, description: 'The group after the change' })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'paid missing or not a boolean' })
  @ApiNotFoundResponse(GROUP_NOT_FOUND)
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'The group has no confirmed bookings' })
  paid(@Param('groupId', GroupIdPipe) groupId: string, @Body() dto: MarkPaidDto, @Actor() actor: AuditActor): Promise<BookingGroupDto> {
    return this.bookings.setPaid(groupId, actor, dto.paid);
  }

  @Delete('groups/:groupId')
  @Access('admin')
  @ApiOperation({ summary: "Delete (cancel) all of a group's pending and confirmed bookings; rows are kept as cancelled" })
  @ApiOkResponse({ type: MessageDto, description: 'All bookings deleted successfully' })
  @ApiNotFoundResponse(GROUP_NOT_FOUND)
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'The group has no pending or confirmed bookings' })
  async cancelGroup(@Param('groupId', GroupIdPipe) groupId: string, @Actor() actor: AuditActor): Promise<MessageDto> {
    await this.bookings.cancelGroup(groupId, actor);
    return { message: BOOKING_MESSAGES.groupDeleted };
  }

  @Delete(':id')
  @Access('admin')
  @ApiOperation({ summary: 'Delete (cancel) one pending or confirmed booking; the row is kept as cancelled and its hours are free' })
  @ApiOkResponse({ type: MessageDto, description: 'Booking deleted successfully' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: NOT_FOUND.booking })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'The booking is already rejected, expired or cancelled' })
  async cancelOne(@Param('id', BookingIdPipe) id: number, @Actor() actor: AuditActor): Promise<MessageDto> {
    await this.bookings.cancelOne(id, actor);
    return { message: BOOKING_MESSAGES.deleted };
  }
}
