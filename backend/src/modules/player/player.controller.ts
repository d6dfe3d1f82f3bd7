import { Body, Controller, Get, Headers, HttpCode, Post, Req, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiNotModifiedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Access } from '../../common/access/access.decorator';
import { clientAddress } from '../../common/http/client-address';
import { ErrorResponseDto } from '../../common/http/error-response.dto';
import { CurrentPlayer } from '../auth/current-user.decorator';
import type { PlayerClaims } from '../auth/session.service';
import { AuthenticateDisplayDto, PlayerAuthDto, VerifyAuthDto } from './dto/authenticate.dto';
import { ImpressionDto, ImpressionResultDto, PlayBatchDto, PlayBatchResultDto } from './dto/plays.dto';
import { ScheduleDto } from './dto/schedule.dto';
import { SyncDto, SyncResultDto } from './dto/sync.dto';
import { PlayerDisplayId } from './player-display.decorator';
import { PlayerService } from './player.service';

/** The calls that store plays may also be refused for a backlog (docs/player.md, "A backlog of plays"). */
const ApiPlaysBacklogResponse = () =>
  ApiServiceUnavailableResponse({
    type: ErrorResponseDto,
    description:
      'The database is away, or more plays wait to be stored than the server queues (details.reason "plays_backlog"): none of these was stored; send them again after Retry-After',
  });

@ApiTags('player')
@Controller('displays')
export class PlayerController {
  constructor(private readonly player: PlayerService) {}

  @Post('authenticate')
  @Access('public')
  @HttpCode(200)
  @ApiOperation({ summary: 'A player token for one approved display (docs/player.md)' })
  @ApiOkResponse({ type: PlayerAuthDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'Invalid display ID' })
  @ApiNotFoundResponse({
    type: ErrorResponseDto,
    description:
      'Display not found (or not approved). A display awaiting review or rejected says so in details.displayStatus ("pending" or "rejected").',
  })
  @ApiUnauthorizedResponse({ type: ErrorResponseDto, description: 'Pairing code required or wrong (details.pairingRequired)' })
  @ApiTooManyRequestsResponse({ type: ErrorResponseDto, description: 'Too many wrong pairing codes from this address' })
  authenticate(@Body() dto: AuthenticateDisplayDto, @Req() request: FastifyRequest): Promise<PlayerAuthDto> {
    return this.player.authenticate(dto, clientAddress(request));
  }

  @Get('verify-auth')
  @Access('player')
  @ApiOperation({ summary: 'Whether a stored player token still works, and for which display' })
  @ApiOkResponse({ type: VerifyAuthDto })
  verify(@CurrentPlayer() player: PlayerClaims): Promise<VerifyAuthDto> {
    return this.player.verify(player.displayId);
  }

  @Get(':id/schedule')
  @ApiParam({ name: 'id', type: Number, description: 'The display the token was issued for' })
  @Access('player')
  @ApiOperation({ summary: 'What the display plays now; send If-None-Match to get 304 when unchanged' })
  @ApiOkResponse({ type: ScheduleDto })
  @ApiNotModifiedResponse({ description: 'Unchanged since the ETag sent' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No such display (an id that cannot exist included)' })
  async schedule(
    @PlayerDisplayId() id: number,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ScheduleDto | undefined> {
    const { body, etag } = await this.player.schedule(id);
    reply.header('ETag', etag).header('Cache-Control', 'no-cache');
    if (ifNoneMatch?.split(',').some((t) => t.trim() === etag)) return void reply.status(304);
    return body;
  }

  @Post(':id/impression')
  @ApiParam({ name: 'id', type: Number, description: 'The display the token was issued for' })
  @Access('player')
  @ApiOperation({
    summary: 'Record one play (one play per call; a kiosk uses the batch or sync call); a resent clientPlayId is counted once',
  })
  @ApiCreatedResponse({ type: ImpressionResultDto, description: 'Accepted' })
  @ApiOkResponse({ type: ImpressionResultDto, description: 'A duplicate of a play already counted' })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'shownAt out of the 48-hour window or a field is invalid' })
  @ApiUnprocessableEntityResponse({ type: ErrorResponseDto, description: 'The creative is not scheduled on this display at that time' })
  @ApiTooManyRequestsResponse({ type: ErrorResponseDto, description: 'More plays than the screen can show (one per 10 s)' })
  @ApiPlaysBacklogResponse()
  async impression(
    @PlayerDisplayId() id: number,
    @CurrentPlayer() player: PlayerClaims,
    @Body() dto: ImpressionDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ImpressionResultDto> {
    const result = await this.player.impression(id, dto, player.paired === true);
    reply.status(result.status === 'accepted' ? 201 : 200);
    return result;
  }

  @Post(':id/plays')
  @ApiParam({ name: 'id', type: Number, description: 'The display the token was issued for' })
  @Access('player')
  @HttpCode(200)
  @ApiOperation({ summary: 'Record up to 500 plays; each answered accepted, duplicate or refused with a reason' })
  @ApiOkResponse({ type: PlayBatchResultDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'plays is not a list of 1–500 items' })
  @ApiPlaysBacklogResponse()
  plays(@PlayerDisplayId() id: number, @CurrentPlayer() player: PlayerClaims, @Body() dto: PlayBatchDto): Promise<PlayBatchResultDto> {
    return this.player.plays(id, dto.plays, player.paired === true);
  }

  @Post(':id/sync')
  @ApiParam({ name: 'id', type: Number, description: 'The display the token was issued for' })
  @Access('player')
  @HttpCode(200)
  @ApiOperation({
    summary:
      "The player's cycle in one request: up to 500 plays in, their results and the schedule (or notModified) out; marks the display seen",
  })
  @ApiOkResponse({ type: SyncResultDto })
  @ApiBadRequestResponse({
    type: ErrorResponseDto,
    description: 'plays is not a list of at most 500 items, or scheduleEtag is not a string',
  })
  @ApiPlaysBacklogResponse()
  sync(@PlayerDisplayId() id: number, @CurrentPlayer() player: PlayerClaims, @Body() dto: SyncDto): Promise<SyncResultDto> {
    return this.player.sync(id, dto, player.paired === true);
  }
}
