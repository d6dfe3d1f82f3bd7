import { Controller, Get, Param, Query, StreamableFile } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Access } from '../../common/access/access.decorator';
import { ErrorResponseDto } from '../../common/http/error-response.dto';
import { CurrentUser } from '../auth/current-user.decorator';
import { User } from '../auth/entities/user.entity';
import { GroupIdPipe } from '../../common/http/id.pipe';
import { BAD_RANGE } from './analytics-rules';
import { AnalyticsService } from './analytics.service';
import { ApiCsvResponse } from './csv-response.decorator';
import { DateRangeQueryDto } from './dto/date-range-query.dto';
import { GroupDeliveryDto } from './dto/delivery.dto';
import { TenantAnalyticsDto, TenantDailySeriesDto } from './dto/tenant-analytics.dto';
import { ExportsService } from './exports.service';

@ApiTags('tenant analytics')
@Controller('tenant')
export class TenantAnalyticsController {
  constructor(
    private readonly analytics: AnalyticsService,
    private readonly exports: ExportsService,
  ) {}

  @Get('analytics')
  @Access('tenant')
  @ApiOperation({ summary: "The tenant's ads, bookings and impressions, per creative (docs/product-rules.md §8)" })
  @ApiOkResponse({ type: TenantAnalyticsDto })
  summary(@CurrentUser() tenant: User): Promise<TenantAnalyticsDto> {
    return this.analytics.tenant(tenant);
  }

  @Get('analytics/daily')
  @Access('tenant')
  @ApiOperation({ summary: "Plays per date of the tenant's creatives (default: the 30 dates ending today)" })
  @ApiOkResponse({ type: TenantDailySeriesDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: BAD_RANGE })
  daily(@CurrentUser() tenant: User, @Query() query: DateRangeQueryDto): Promise<TenantDailySeriesDto> {
    return this.analytics.tenantDaily(tenant, query);
  }

  @Get('bookings/:groupId/delivery')
  @Access('tenant')
  @ApiOperation({
    summary: 'Per booked date of one of your booking groups: hours booked, plays delivered, airtime delivered and its share',
  })
  @ApiOkResponse({ type: GroupDeliveryDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'Booking group not found (or not yours)' })
  delivery(@CurrentUser() tenant: User, @Param('groupId', GroupIdPipe) groupId: string): Promise<GroupDeliveryDto> {
    return this.analytics.groupDelivery(tenant, groupId);
  }

  @Get('proof-of-play.csv')
  @Access('tenant')
  @ApiOperation({
    summary: "Proof of play: one row per play of the tenant's bookings dated from–to (default: the 30 dates ending today), streamed",
  })
  @ApiCsvResponse('CSV, one row per play, in the order shown')
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: BAD_RANGE })
  proofOfPlay(@CurrentUser() tenant: User, @Query() query: DateRangeQueryDto): Promise<StreamableFile> {
    return this.exports.proofOfPlay(tenant, query);
  }
}
