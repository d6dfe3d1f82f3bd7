import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { MessageDto } from '../../common/http/message.dto';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { Access } from '../../common/access/access.decorator';
import { ErrorResponseDto } from '../../common/http/error-response.dto';
import { CurrentUser } from '../auth/current-user.decorator';
import { User } from '../auth/entities/user.entity';
import { DisplayIdPipe } from '../../common/http/id.pipe';
import { DisplaysService } from './displays.service';
import { CreateDisplayDto } from './dto/create-display.dto';
import { DisplayFilterQueryDto } from './dto/display-filter-query.dto';
import { HostDisplayDto, PublicDisplayDto } from './dto/display.dto';

@ApiTags('displays')
@Controller('displays')
export class HostDisplaysController {
  constructor(private readonly displays: DisplaysService) {}

  @Get()
  @Access('host')
  @ApiOperation({ summary: "The signed-in host's displays (not deleted), newest first, with review status and notes" })
  @ApiOkResponse({ type: [HostDisplayDto] })
  list(@CurrentUser() host: User): Promise<HostDisplayDto[]> {
    return this.displays.listOwn(host);
  }

  @Post()
  @Access('host')
  @ApiOperation({
    summary: 'Add a display; it waits for an admin review (status pending)',
    description: 'operatingHours is derived from startTime and endTime; if sent, it must agree with them.',
  })
  @ApiCreatedResponse({ type: HostDisplayDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'A field is missing or invalid; the message says which' })
  create(@CurrentUser() host: User, @Body() dto: CreateDisplayDto): Promise<HostDisplayDto> {
    return this.displays.create(host, dto);
  }

  @Delete(':id')
  @Access('host')
  @ApiOperation({ summary: "Delete one of the host's own displays (it disappears everywhere; its history stays)" })
  @ApiOkResponse({ type: MessageDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'Display not found (or not yours)' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'The display has upcoming bookings' })
  @HttpCode(200)
  async remove(@CurrentUser() host: User, @Param('id', DisplayIdPipe) id: number): Promise<MessageDto> {
    await this.displays.remove(host, id);
    return { message: 'Display deleted' };
  }
}

@ApiTags('displays')
@Controller('tenant/displays')
export class TenantDisplaysController {
  constructor(private readonly displays: DisplaysService) {}

  @Get()
  @Access('tenant')
  @ApiOperation({
    summary: 'Approved displays a tenant can book (no review notes); with the search and filters of GET /api/public/displays',
  })
  @ApiOkResponse({ type: [PublicDisplayDto] })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'A search or filter parameter is invalid; the message says which' })
  list(@Query() filter: DisplayFilterQueryDto): Promise<PublicDisplayDto[]> {
    return this.displays.listApproved(filter);
  }

  @Get(':id')
  @Access('tenant')
  @ApiOperation({ summary: 'One approved display' })
  @ApiOkResponse({ type: PublicDisplayDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'Display not found (or not approved)' })
  get(@Param('id', DisplayIdPipe) id: number): Promise<PublicDisplayDto> {
    return this.displays.getApproved(id);
  }
}
