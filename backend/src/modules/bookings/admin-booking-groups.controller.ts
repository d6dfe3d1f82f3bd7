import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { NOT_FOUND } from '../../common/http/not-found';
import type { FastifyReply } from 'fastify';
import { Access } from '../../common/access/access.decorator';
import { ErrorResponseDto } from '../../common/http/error-response.dto';
import { ListQueryDto } from '../../common/list/list-query.dto';
import { setContentRange } from '../../common/list/list-query';
import { AdminBookingGroupsService } from './admin-booking-groups.service';
import { GroupIdPipe } from '../../common/http/id.pipe';
import { BookingGroupDto } from './dto/booking-group.dto';

@ApiTags('admin bookings')
@Controller('admin/booking-groups')
export class AdminBookingGroupsController {
  constructor(private readonly bookings: AdminBookingGroupsService) {}

  @Get()
  @Access('admin')
  @ApiOperation({
    summary: 'All booking groups, for the back office (ra-data-simple-rest list; id = groupId)',
    description:
      'sort=["field","ASC"|"DESC"] (firstDate, lastDate, createdAt, totalPrice, id); range=[start,end] (inclusive, at most 100); ' +
      'filter={"status","displayId","tenantId","paid","id"} — status is the group\'s state (confirmed > pending > rejected > expired > cancelled). ' +
      'Total in Content-Range.',
  })
  @ApiOkResponse({
    type: [BookingGroupDto],
    headers: { 'Content-Range': { description: 'booking-groups start-end/total', schema: { type: 'string' } } },
  })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'sort, range or filter is malformed' })
  async list(@Query() query: ListQueryDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<BookingGroupDto[]> {
    const { list, items, total } = await this.bookings.list(query);
    setContentRange(reply, 'booking-groups', list, items.length, total);
    return items;
  }

  @Get(':groupId')
  @Access('admin')
  @ApiOperation({ summary: 'One booking group, in any state' })
  @ApiOkResponse({ type: BookingGroupDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: NOT_FOUND.bookingGroup })
  one(@Param('groupId', GroupIdPipe) groupId: string): Promise<BookingGroupDto> {
    return this.bookings.getGroup(groupId);
  }
}
