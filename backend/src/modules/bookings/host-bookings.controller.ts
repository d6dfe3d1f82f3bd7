import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Access } from '../../common/access/access.decorator';
import { ErrorResponseDto } from '../../common/http/error-response.dto';
import { RangeQueryDto } from '../../common/list/list-query.dto';
import { setContentRange } from '../../common/list/list-query';
import { CurrentUser } from '../auth/current-user.decorator';
import { User } from '../auth/entities/user.entity';
import { UpcomingBookingDto } from './dto/upcoming-booking.dto';
import { HostBookingsService } from './host-bookings.service';

@ApiTags('host bookings')
@Controller('host/displays')
export class HostBookingsController {
  constructor(private readonly bookings: HostBookingsService) {}

  @Get('upcoming-bookings')
  @Access('host')
  @ApiOperation({
    summary: "Confirmed bookings of the host's displays dated today or later (each display's own date), soonest first",
    description: 'range=[start,end] (inclusive, at most 100); without it, the first 100. Total in Content-Range.',
  })
  @ApiOkResponse({
    type: [UpcomingBookingDto],
    headers: { 'Content-Range': { description: 'upcoming-bookings start-end/total', schema: { type: 'string' } } },
  })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'range is malformed' })
  async upcoming(
    @CurrentUser() host: User,
    @Query() query: RangeQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<UpcomingBookingDto[]> {
    const { list, items, total } = await this.bookings.upcoming(host, query.range);
    setContentRange(reply, 'upcoming-bookings', list, items.length, total);
    return items;
  }
}
