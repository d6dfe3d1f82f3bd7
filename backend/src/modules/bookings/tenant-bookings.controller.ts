import { Body, Controller, Get, Param, Post, Query, Res } from '@nestjs/common';
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
import type { FastifyReply } from 'fastify';
import { Access } from '../../common/access/access.decorator';
import { ApiIdempotencyKey, IdempotencyKey, sendIdempotent } from '../../common/idempotency/idempotency-key.decorator';
import { IdempotencyService } from '../../common/idempotency/idempotency.service';
import { ErrorResponseDto } from '../../common/http/error-response.dto';
import { RangeQueryDto } from '../../common/list/list-query.dto';
import { ApiRangePaged, RANGE_PAGED, sendPage } from '../../common/list/paged-list';
import { CurrentUser } from '../auth/current-user.decorator';
import { User } from '../auth/entities/user.entity';
import { DisplayIdPipe } from '../../common/http/id.pipe';
import { FullDatesErrorDto } from './dto/booking-conflict.dto';
import { CreateBookingsDto } from './dto/create-bookings.dto';
import { AvailabilityDto, AvailabilityQueryDto, BulkBookingResultDto, TenantBookingDto } from './dto/tenant-booking.dto';
import { TenantBookingsService } from './tenant-bookings.service';

@ApiTags('tenant bookings')
@Controller('tenant/bookings')
export class TenantBookingsController {
  constructor(
    private readonly bookings: TenantBookingsService,
    private readonly idempotency: IdempotencyService,
  ) {}

  @Post('bulk')
  @Access('tenant')
  @ApiOperation({
    summary: 'Book dates of one display for one approved ad creative, all or nothing (pending approval)',
    description:
      'One booking per date, all sharing a new groupId; nothing is stored when any date is refused. Prices come from ' +
      "the display's current price per hour (client price fields are ignored). Dates are counted in the display's time zone.",
  })
  @ApiCreatedResponse({ type: BulkBookingResultDto })
  @ApiBadRequestResponse({
    type: ErrorResponseDto,
    description:
      'Not 1–60 dates; dates of one request differ in display, creative or hours; a date repeated, malformed or past; ' +
      'a date after the booking horizon (details: latestDate, horizonDays, dates); ' +
      'hours not a whole number 1–4; the ad creative is not approved; a malformed Idempotency-Key',
  })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'Display not found (or not approved); Ad creative not found (or not yours)' })
  @ApiExtraModels(FullDatesErrorDto, ErrorResponseDto)
  @ApiConflictResponse({
    schema: { anyOf: [{ $ref: getSchemaPath(FullDatesErrorDto) }, { $ref: getSchemaPath(ErrorResponseDto) }] },
    description:
      'Not enough hours left on some dates (details: each full date with its free hours, FullDatesErrorDto); or the request ' +
      'would take your pending hours over the cap (details: pendingHoursCap, pendingHours, requestedHours)',
  })
  @ApiIdempotencyKey()
  async create(
    @CurrentUser() tenant: User,
    @Body() dto: CreateBookingsDto,
    @IdempotencyKey() key: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<BulkBookingResultDto> {
    const request = { userId: tenant.id, key, operation: 'POST /api/tenant/bookings/bulk', body: dto, status: 201 };
    return sendIdempotent(reply, await this.idempotency.run(request, (em) => this.bookings.createGroup(tenant, dto.bookings, em)));
  }

  @Get()
  @Access('tenant')
  @ApiOperation({ summary: "The signed-in tenant's own bookings (one a date), latest date first", description: RANGE_PAGED })
  @ApiRangePaged(TenantBookingDto, 'bookings')
  async list(
    @CurrentUser() tenant: User,
    @Query() query: RangeQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<TenantBookingDto[]> {
    return sendPage(reply, 'bookings', await this.bookings.listOwn(tenant, query.range));
  }
}

@ApiTags('tenant bookings')
@Controller('tenant/displays')
export class DisplayAvailabilityController {
  constructor(private readonly bookings: TenantBookingsService) {}

  @Get(':id/availability')
  @Access('tenant')
  @ApiOperation({
    summary: 'Sold and free hours per date of an approved display',
    description:
      "from/to are dates in the display's time zone (default: today and the 59 days after); at most 92 days. Past dates have " +
      'freeHours 0; today has at most the whole hours left before closing.',
  })
  @ApiOkResponse({ type: AvailabilityDto })
  @ApiBadRequestResponse({
    type: ErrorResponseDto,
    description: 'A malformed date, from after to, or more than 92 days; or a malformed display id',
  })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'Display not found (or not approved)' })
  availability(@Param('id', DisplayIdPipe) id: number, @Query() query: AvailabilityQueryDto): Promise<AvailabilityDto> {
    return this.bookings.availability(id, query);
  }
}
