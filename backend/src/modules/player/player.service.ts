import {
  BadRequestException,
  HttpException,
  HttpStatus,
  Injectable,
  NotFoundException,
  UnauthorizedException,
  UnprocessableEntityException,
} from '@nestjs/common';
import { randomUUID } from 'crypto';
import { NOT_FOUND } from '../../common/http/not-found';
import { Clock } from '../../common/clock/clock';
import { MAX_ID } from '../../common/http/id.pipe';
import { SessionService } from '../auth/session.service';
import { DisplayStates } from './display-states';
import type { DisplayPlayerState, PlayInput } from './player.repository';
import { AuthenticateDisplayDto, PlayerAuthDto, VerifyAuthDto } from './dto/authenticate.dto';
import { ImpressionDto, ImpressionResultDto, PlayBatchResultDto, PlayResultDto } from './dto/plays.dto';
import { ScheduleDto } from './dto/schedule.dto';
import { SyncDto, SyncResultDto } from './dto/sync.dto';
import { HeartbeatService } from './heartbeat.service';
import { PairingService } from './pairing.service';
import { parsePlay, PLAY_REFUSAL_MESSAGES, PlayRefusal } from './play.rules';
import { PlayIngestService } from './play-ingest.service';
import { CachedSchedule, ScheduleService } from './schedule.service';

/** The player's calls (docs/player.md). */
@Injectable()
export class PlayerService {
  constructor(
    private readonly displays: DisplayStates,
    private readonly sessions: SessionService,
    private readonly schedules: ScheduleService,
    private readonly ingest: PlayIngestService,
    private readonly heartbeat: HeartbeatService,
    private readonly clock: Clock,
    private readonly pairing: PairingService,
  ) {}

  /** `address`: the client's (common/http/client-address.ts), which wrong pairing codes count against. */
  async authenticate(dto: AuthenticateDisplayDto, address: string): Promise<PlayerAuthDto> {
    const display = dto.displayId <= MAX_ID ? await this.displays.fresh(dto.displayId) : null;
    if (!display?.playable) throw notPlayable(display);
    await this.pairing.check(display, dto.pairingCode, address);
    // Past the check with pairing on, the code was right: this token's plays are verified.
    const token = await this.sessions.signPlayer(display.id, display.pairingEpoch, display.pairingRequired);
    return { token, display: { id: display.id, name: display.name } };
  }

  async verify(displayId: number): Promise<VerifyAuthDto> {
    const display = await this.displays.get(displayId);
    if (!display?.playable) throw new UnauthorizedException('Display not authenticated');
    return { display: { id: display.id, name: display.name } };
  }

  /** The schedule (and its ETag); the poll also marks the display as seen. */
  async schedule(displayId: number): Promise<{ body: ScheduleDto; etag: string }> {
    const now = this.clock.now();
    const { display, cached } = await this.scheduleAt(displayId, now);
    return { body: scheduleBody(cached, display, now), etag: cached.etag };
  }

  /**
   * One player cycle (docs/player.md, "Sync"): the plays, the heartbeat and the schedule in one
   * request. Plays go through the same group commit as the batch call; the schedule comes from
   * the same per-display cache, so a sync costs no query of its own beyond the plays' commit.
   * With the display and its schedule cached (every cycle of a running screen), nothing is awaited
   * but that commit (docs/performance.md, "The sync below Fastify").
   */
  sync(displayId: number, dto: SyncDto, verified: boolean): Promise<SyncResultDto> {
    const now = this.clock.now();
    const display = this.displays.cached(displayId);
    const cached = display?.playable ? this.schedules.cached(displayId, now) : undefined;
    if (display && cached) {
      this.heartbeat.seen(displayId, now);
      return this.plays(displayId, dto.plays, verified).then((plays) => syncAnswer(plays, cached, display, now, dto.scheduleEtag));
    }
    return Promise.all([this.plays(displayId, dto.plays, verified), this.scheduleAt(displayId, now)]).then(([plays, at]) =>
      syncAnswer(plays, at.cached, at.display, now, dto.scheduleEtag),
    );
  }

  /** The display's schedule at `now`, once it is known to play; marks it seen. */
  private async scheduleAt(displayId: number, now: Date): Promise<{ display: DisplayPlayerState; cached: CachedSchedule }> {
    const display = await this.displays.get(displayId);
    if (!display?.playable) throw new UnauthorizedException('Display not authenticated');
    this.heartbeat.seen(displayId, now);
    return { display, cached: await this.schedules.forDisplay(display, now) };
  }

  /** A single play (one per call): 201 accepted, 200 duplicate, else an error. */
  /** `verified`: the token came from a paired authentication (docs/player.md, "Verified plays"). */
  async impression(displayId: number, dto: ImpressionDto, verified: boolean): Promise<ImpressionResultDto> {
    const now = this.clock.now();
    const clientPlayId = dto.clientPlayId ?? `srv-${randomUUID()}`;
    const play = parsePlay({ adCreativeId: dto.adCreativeId, clientPlayId, shownAt: dto.shownAt ?? now.toISOString() }, now);
    if (play === 'invalid') throw new BadRequestException('shownAt must be an ISO time with a zone, such as 2026-11-23T17:00:00Z');
    if (typeof play === 'string') throw new BadRequestException(PLAY_REFUSAL_MESSAGES[play]);
    const [outcome] = await this.ingest.record([{ displayId, verified, ...play }]);
    if (outcome === 'not_scheduled') throw new UnprocessableEntityException(PLAY_REFUSAL_MESSAGES.not_scheduled);
    if (outcome === 'rate_limited') throw new HttpException(PLAY_REFUSAL_MESSAGES.rate_limited, HttpStatus.TOO_MANY_REQUESTS);
    return { status: outcome };
  }

  /** The player's batch: every play gets its own outcome. */
  plays(displayId: number, raw: unknown[], verified: boolean): Promise<PlayBatchResultDto> {
    const now = this.clock.now();
    const results: PlayResultDto[] = [];
    const sent: number[] = [];
    const plays: Omit<PlayInput, 'idx'>[] = [];
    raw.forEach((item, index) => {
      const play = parsePlay(item, now);
      if (typeof play === 'string') results[index] = refusal(index, item, play);
      else {
        sent.push(index);
        plays.push({ displayId, verified, ...play });
      }
    });
    return this.ingest.record(plays).then((outcomes) => {
      outcomes.forEach((outcome, i) => {
        const index = sent[i];
        const { clientPlayId } = plays[i];
        results[index] =
          outcome === 'accepted' || outcome === 'duplicate'
            ? { index, clientPlayId, status: outcome }
            : { index, clientPlayId, status: 'refused', reason: outcome };
      });
      let accepted = 0;
      let duplicates = 0;
      for (const r of results) {
        if (r.status === 'accepted') accepted++;
        else if (r.status === 'duplicate') duplicates++;
      }
      return { accepted, duplicates, refused: results.length - accepted - duplicates, results };
    });
  }
}

/** The schedule's answer at `now` from the cached schedule. */
function scheduleBody(cached: CachedSchedule, display: DisplayPlayerState, now: Date): ScheduleDto {
  const { paidBookings, nextChangeAt, open } = cached;
  return { paidBookings, serverTime: now, nextChangeAt, open, timeZone: display.timeZone };
}

/** A sync's answer: the plays' results, and the schedule unless the player's ETag still matches. */
function syncAnswer(
  plays: PlayBatchResultDto,
  cached: CachedSchedule,
  display: DisplayPlayerState,
  now: Date,
  scheduleEtag: string | undefined,
): SyncResultDto {
  const notModified = scheduleEtag === cached.etag;
  return {
    ...plays,
    schedule: notModified ? null : scheduleBody(cached, display, now),
    notModified,
    scheduleEtag: cached.etag,
    serverTime: now,
  };
}

/**
 * 404 "Display not found" for a display that cannot play (docs/product-rules.md §7.1). One that
 * exists and awaits review (or was rejected) says so in `details.displayStatus`, so a player set
 * up before the approval can say "awaiting approval" (§7.10); a deleted or unknown one does not.
 */
function notPlayable(display: DisplayPlayerState | null): NotFoundException {
  const status = display?.reviewStatus;
  if (status === 'pending' || status === 'rejected')
    return new NotFoundException({ message: NOT_FOUND.display, details: { displayStatus: status } });
  return new NotFoundException(NOT_FOUND.display);
}

function refusal(index: number, raw: unknown, reason: PlayRefusal): PlayResultDto {
  const id = (raw as { clientPlayId?: unknown } | null)?.clientPlayId;
  return { index, clientPlayId: typeof id === 'string' ? id.slice(0, 64) : null, status: 'refused', reason };
}
