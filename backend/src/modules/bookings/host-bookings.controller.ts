import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Access } from '../../common/access/access.decorator';
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
  @ApiOperation({ summary: "Confirmed bookings of the host's displays dated today or later (each display's own date), soonest first" })
  @ApiOkResponse({ type: [UpcomingBookingDto] })
  upcoming(@CurrentUser() host: User): Promise<UpcomingBookingDto[]> {
    return this.bookings.upcoming(host);
  }
}
