import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiTags,
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
import { CreativeIdPipe } from '../../common/http/id.pipe';
import { CreativeChangesService } from './creative-changes.service';
import { CreativesService } from './creatives.service';
import { MessageDto } from '../../common/http/message.dto';
import { AdCreativeDto, UploadedAdCreativeDto } from './dto/ad-creative.dto';
import { CreateAdCreativeDto } from './dto/create-ad-creative.dto';
import { RenameAdCreativeDto } from './dto/rename-ad-creative.dto';

@ApiTags('tenant ad creatives')
@Controller('tenant/ad-creatives')
export class TenantCreativesController {
  constructor(
    private readonly creatives: CreativesService,
    private readonly changes: CreativeChangesService,
    private readonly idempotency: IdempotencyService,
  ) {}

  @Get()
  @Access('tenant')
  @ApiOperation({ summary: "The signed-in tenant's ad creatives, newest first (files as URLs)", description: RANGE_PAGED })
  @ApiRangePaged(AdCreativeDto, 'ad-creatives')
  async list(
    @CurrentUser() user: User,
    @Query() query: RangeQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AdCreativeDto[]> {
    return sendPage(reply, 'ad-creatives', await this.creatives.listOwn(user, query.range));
  }

  @Get(':id')
  @Access('tenant')
  @ApiOperation({ summary: "One of the signed-in tenant's ad creatives" })
  @ApiOkResponse({ type: AdCreativeDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No such creative, or not yours' })
  one(@CurrentUser() user: User, @Param('id', CreativeIdPipe) id: number): Promise<AdCreativeDto> {
    return this.creatives.getOwn(user, id);
  }

  @Post()
  @Access('tenant')
  @ApiOperation({
    summary: 'Upload an ad creative (pending review)',
    description:
      'The image travels as a base64 data URL. The server reads the real type from the bytes (PNG, JPEG, GIF or WebP, ' +
      'matching the declared type), refuses more than 5 MB decoded, and checks `dimensions` against the real pixel size. ' +
      'It stores the picture without metadata or appended data (`fileCleaning` says what was removed). A refused upload stores nothing.',
  })
  @ApiCreatedResponse({ type: UploadedAdCreativeDto, description: 'The creative, and what was done to the file (`fileCleaning`)' })
  @ApiBadRequestResponse({
    type: ErrorResponseDto,
    description:
      'A field is missing or malformed, the file is not a PNG/JPEG/GIF/WebP image, its type differs from the declared one, ' +
      'it is damaged or too large in pixels, or `dimensions` disagree with the image',
  })
  @ApiPayloadTooLargeResponse({ type: ErrorResponseDto, description: 'File size exceeds 5MB limit' })
  @ApiIdempotencyKey()
  async create(
    @CurrentUser() user: User,
    @Body() dto: CreateAdCreativeDto,
    @IdempotencyKey() key: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<UploadedAdCreativeDto> {
    const request = { userId: user.id, key, operation: 'POST /api/tenant/ad-creatives', body: dto, status: 201 };
    // The image is checked and cleaned before the key's transaction opens (it takes CPU time, not the database).
    const result = await this.idempotency.run(
      request,
      (em, image) => this.creatives.create(user, dto.name, image, em),
      () => this.creatives.checkUpload(dto),
    );
    return sendIdempotent(reply, result);
  }

  @Patch(':id')
  @Access('tenant')
  @ApiOperation({ summary: 'Rename one of your ad creatives (its review state stays)' })
  @ApiOkResponse({ type: AdCreativeDto, description: 'The creative with its new name' })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'Name missing, blank, not text or over 100 characters' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No such creative, deleted, or not yours' })
  rename(@CurrentUser() user: User, @Param('id', CreativeIdPipe) id: number, @Body() dto: RenameAdCreativeDto): Promise<AdCreativeDto> {
    return this.changes.rename(user, id, dto.name);
  }

  @Delete(':id')
  @HttpCode(200)
  @Access('tenant')
  @ApiOperation({
    summary: 'Delete one of your ad creatives that no upcoming booking uses',
    description:
      'Refused while a pending or confirmed booking dated today or later uses it. A deleted creative leaves every list; ' +
      'its past bookings, analytics and proof of play keep it.',
  })
  @ApiOkResponse({ type: MessageDto, description: 'Ad creative deleted' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No such creative, already deleted, or not yours' })
  @ApiConflictResponse({
    type: ErrorResponseDto,
    description: 'Upcoming bookings use it: "This ad creative is used by 2 upcoming bookings", `details: {upcomingBookings}`',
  })
  async remove(@CurrentUser() user: User, @Param('id', CreativeIdPipe) id: number): Promise<MessageDto> {
    await this.changes.remove(user, id);
    return { message: 'Ad creative deleted' };
  }
}
