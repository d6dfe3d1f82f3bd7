import { Body, Controller, Get, Param, Post, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
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
import { CurrentUser } from '../auth/current-user.decorator';
import { User } from '../auth/entities/user.entity';
import { CreativeIdPipe } from '../../common/http/id.pipe';
import { CreativesService } from './creatives.service';
import { AdCreativeDto } from './dto/ad-creative.dto';
import { CreateAdCreativeDto } from './dto/create-ad-creative.dto';

@ApiTags('tenant ad creatives')
@Controller('tenant/ad-creatives')
export class TenantCreativesController {
  constructor(
    private readonly creatives: CreativesService,
    private readonly idempotency: IdempotencyService,
  ) {}

  @Get()
  @Access('tenant')
  @ApiOperation({ summary: "The signed-in tenant's ad creatives, newest first (files as URLs)" })
  @ApiOkResponse({ type: [AdCreativeDto] })
  list(@CurrentUser() user: User): Promise<AdCreativeDto[]> {
    return this.creatives.listOwn(user);
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
      'A refused upload stores nothing.',
  })
  @ApiCreatedResponse({ type: AdCreativeDto })
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
  ): Promise<AdCreativeDto> {
    const request = { userId: user.id, key, operation: 'POST /api/tenant/ad-creatives', body: dto, status: 201 };
    // The image is checked and cleaned before the key's transaction opens (it takes CPU time, not the database).
    const result = await this.idempotency.run(
      request,
      (em, image) => this.creatives.create(user, dto.name, image, em),
      () => this.creatives.checkUpload(dto),
    );
    return sendIdempotent(reply, result);
  }
}
