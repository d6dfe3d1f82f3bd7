import { Body, Controller, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { GroupIdPipe } from '../../common/http/id.pipe';
import { NOT_FOUND } from '../../common/http/not-found';
import type { FastifyReply } from 'fastify';
import { Access } from '../../common/access/access.decorator';
import { ErrorResponseDto } from '../../common/http/error-response.dto';
import { ListQueryDto } from '../../common/list/list-query.dto';
import { setContentRange } from '../../common/list/list-query';
import { CurrentUser } from '../auth/current-user.decorator';
import { User } from '../auth/entities/user.entity';
import { BookingGroupDto } from './dto/booking-group.dto';
import { CancelBookingGroupDto } from './dto/cancel-booking-group.dto';
import { TenantBookingGroupsService } from './tenant-booking-groups.service';
import { Actor, AuditActor } from '../audit/audit-actor.decorator';

/** The tenant's "My Bookings" list (docs/bookings.md): its own booking groups in every state. */
@ApiTags('tenant bookings')
@Controller('tenant/booking-groups')
export class TenantBookingGroupsController {
  constructor(private readonly groups: TenantBookingGroupsService) {}

  @Get()
  @Access('tenant')
  @ApiOperation({
    summary: "The caller's own booking groups, in every state, with the admin's note (ra-data-simple-rest list; id = groupId)",
    description:
      'sort=["field","ASC"|"DESC"] (firstDate, lastDate, createdAt, totalPrice, id; default createdAt DESC); ' +
      'range=[start,end] (inclusive, at most 100); filter={"status","paid"} — status is the group\'s state ' +
      '(confirmed > pending > rejected > expired > cancelled). Total in Content-Range.',
  })
  @ApiOkResponse({
    type: [BookingGroupDto],
    headers: { 'Content-Range': { description: 'booking-groups start-end/total', schema: { type: 'string' } } },
  })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'sort, range or filter is malformed (filter keys: status, paid)' })
  async list(
    @CurrentUser() tenant: User,
    @Query() query: ListQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<BookingGroupDto[]> {
    const { list, items, total } = await this.groups.list(tenant.id, query);
    setContentRange(reply, 'booking-groups', list, items.length, total);
    return items;
  }

  @Post(':groupId/cancel')
  @HttpCode(200)
  @Access('tenant')
  @ApiOperation({
    summary: 'Cancel pending dates of one of your booking groups (all of them when `dates` is left out)',
    description:
      'The dates become cancelled (by the tenant, now) and their hours are free at once, in one transaction. ' +
      'Only pending dates can be cancelled this way; confirmed ones only an administrator cancels.',
  })
  @ApiOkResponse({ type: BookingGroupDto, description: 'The group after the change (its cancelledDates list the new ones)' })
  @ApiBadRequestResponse({
    type: ErrorResponseDto,
    description: 'dates not a list of 1–60 distinct YYYY-MM-DD dates, or a date not in this group (`details.dates`)',
  })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: `${NOT_FOUND.bookingGroup} (or not yours)` })
  @ApiConflictResponse({
    type: ErrorResponseDto,
    description: 'The group has no pending dates, or a date asked for is not pending (`details.notPending: [{date, status}]`)',
  })
  cancel(
    @Actor() tenant: AuditActor,
    @Param('groupId', GroupIdPipe) groupId: string,
    @Body() dto: CancelBookingGroupDto,
  ): Promise<BookingGroupDto> {
    return this.groups.cancel(tenant, groupId, dto.dates);
  }
}
