import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Access } from '../../common/access/access.decorator';
import { RangeQueryDto } from '../../common/list/list-query.dto';
import { ApiRangePaged, RANGE_PAGED, sendPage } from '../../common/list/paged-list';
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
    description: RANGE_PAGED,
  })
  @ApiRangePaged(UpcomingBookingDto, 'upcoming-bookings')
  async upcoming(
    @CurrentUser() host: User,
    @Query() query: RangeQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<UpcomingBookingDto[]> {
    return sendPage(reply, 'upcoming-bookings', await this.bookings.upcoming(host, query.range));
  }
}
