import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Access } from '../../common/access/access.decorator';
import { Config } from '../../config/config';
import { BookingLimitsDto } from './dto/booking-limits.dto';

@ApiTags('bookings')
@Controller('booking-limits')
export class BookingLimitsController {
  constructor(@Inject(Config) private readonly config: Config) {}

  @Get()
  @Access('tenant', 'host', 'admin')
  @ApiOperation({ summary: 'The booking limits this server is configured with (horizon, hold, pending cap)' })
  @ApiOkResponse({ type: BookingLimitsDto })
  limits(): BookingLimitsDto {
    const { horizonDays, holdHours, pendingHoursCap } = this.config.bookings;
    return { horizonDays, holdHours, pendingHoursCap };
  }
}
