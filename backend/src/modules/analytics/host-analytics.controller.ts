import { Controller, Get, Param, Query, StreamableFile } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { Access } from '../../common/access/access.decorator';
import { ErrorResponseDto } from '../../common/http/error-response.dto';
import { CurrentUser } from '../auth/current-user.decorator';
import { User } from '../auth/entities/user.entity';
import { DisplayIdPipe } from '../../common/http/id.pipe';
import { BAD_RANGE } from './analytics-rules';
import { AnalyticsService } from './analytics.service';
import { ApiCsvResponse } from './csv-response.decorator';
import { DateRangeQueryDto } from './dto/date-range-query.dto';
import { DisplayDeliveryDto } from './dto/delivery.dto';
import { HostAnalyticsDto, HostDailySeriesDto } from './dto/host-analytics.dto';
import { ExportsService } from './exports.service';

@ApiTags('host analytics')
@Controller('host')
export class HostAnalyticsController {
  constructor(
    private readonly analytics: AnalyticsService,
    private readonly exports: ExportsService,
  ) {}

  @Get('analytics')
  @Access('host')
  @ApiOperation({ summary: "Revenue, active bookings, impressions and utilisation of the host's displays (docs/product-rules.md §8)" })
  @ApiOkResponse({ type: HostAnalyticsDto })
  summary(@CurrentUser() host: User): Promise<HostAnalyticsDto> {
    return this.analytics.host(host);
  }

  @Get('analytics/daily')
  @Access('host')
  @ApiOperation({ summary: "Plays and confirmed, paid revenue per date over the host's displays (default: the 30 dates ending today)" })
  @ApiOkResponse({ type: HostDailySeriesDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: BAD_RANGE })
  daily(@CurrentUser() host: User, @Query() query: DateRangeQueryDto): Promise<HostDailySeriesDto> {
    return this.analytics.hostDaily(host, query);
  }

  @Get('displays/:id/delivery')
  @Access('host')
  @ApiOperation({
    summary:
      "Confirmed airtime booked against plays delivered, per date of one of the host's displays (default: the 30 dates ending today there)",
  })
  @ApiOkResponse({ type: DisplayDeliveryDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: BAD_RANGE })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'Display not found (or not yours, deleted, or not a display id)' })
  delivery(
    @CurrentUser() host: User,
    @Param('id', DisplayIdPipe) id: number,
    @Query() query: DateRangeQueryDto,
  ): Promise<DisplayDeliveryDto> {
    return this.analytics.displayDelivery(host, id, query);
  }

  @Get('statements/:month.csv')
  @Access('host')
  @ApiOperation({
    summary:
      "Monthly statement: each confirmed, paid booking of the host's displays dated in the month, with its price snapshot, and the total",
  })
  @ApiParam({ name: 'month', description: 'YYYY-MM', example: '2026-11' })
  @ApiCsvResponse('CSV, one row per booking, then a Total row')
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'The month is not written YYYY-MM' })
  statement(@CurrentUser() host: User, @Param('month') month: string): Promise<StreamableFile> {
    return this.exports.statement(host, month);
  }
}
