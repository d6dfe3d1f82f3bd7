import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { createSecretKey } from 'crypto';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { Config } from '../../config/config';
import { PLAYER_STRATEGY } from '../auth/access.guard';
import { type PlayerClaims, SessionService } from '../auth/session.service';
import { DisplayStates } from './display-states';
import type { DisplayPlayerState } from './player.repository';
import { VerifiedTokens } from './verified-tokens';

const bearerToken = ExtractJwt.fromAuthHeaderAsBearerToken();

/**
 * Tokens kept with their checked signature: one per screen of a 100,000-screen fleet and some
 * room for re-issued ones, about 40 MB when full (docs/performance.md).
 */
const VERIFIED_TOKENS = 150_000;

type VerifiedClaims = PlayerClaims & { exp?: number };
/** The request as passport's typings name it (Nest hands passport Fastify's request). */
type Request = Parameters<Strategy['authenticate']>[0];

/**
 * The player's bearer token (docs/player.md): signed for one display, and honoured
 * only while that display is approved, not deleted, and its pairing not reset since.
 * A token whose signature this instance already checked skips that check (VerifiedTokens); a
 * new one is checked on its first request, before any layer of Nest's.
 */
@Injectable()
export class PlayerTokenStrategy extends PassportStrategy(Strategy, PLAYER_STRATEGY) {
  private readonly verified = new VerifiedTokens<VerifiedClaims>(VERIFIED_TOKENS);

  constructor(
    @Inject(Config) config: Config,
    private readonly displays: DisplayStates,
    private readonly sessions: SessionService,
  ) {
    super({
      jwtFromRequest: bearerToken,
      secretOrKey: createSecretKey(Buffer.from(config.auth.jwtSecret, 'utf8')) as unknown as string,
      algorithms: ['HS256'],
      passReqToCallback: true,
    });
  }

  /** Passport's entry point: a known token goes straight to the display check, any other to passport-jwt. */
  authenticate(request: Request, options?: object): void {
    const claims = this.verifiedClaims(request);
    if (!claims) return super.authenticate(request, options);
    this.honoured(claims).then(
      (player) => (player ? this.success(player) : this.fail(401)),
      (error: Error) => this.error(error),
    );
  }

  /**
   * The player of a token whose signature this instance already checked, if its display still
   * honours it; undefined for any other token (docs/performance.md, "The sync without Nest's layers").
   */
  async knownPlayer(request: { headers: { authorization?: string } }): Promise<PlayerClaims | undefined> {
    const claims = this.verifiedClaims(request as Request);
    return (claims && (await this.honoured(claims))) || undefined;
  }

  /**
   * knownPlayer without waiting (docs/performance.md, "The sync below Fastify"): the player, false
   * for a token it would not honour, or undefined when the display's state must be read first.
   */
  knownPlayerNow(request: { headers: { authorization?: string } }): PlayerClaims | false | undefined {
    const claims = this.verifiedClaims(request as Request);
    if (!validClaims(claims)) return false;
    const display = this.displays.cached(claims.displayId);
    return display === undefined ? undefined : honouredBy(display, claims);
  }

  /**
   * The claims of the request's bearer token once its signature is checked: kept from an earlier
   * check, or checked now and kept (a screen's first sync after a start, docs/performance.md).
   * Undefined for any token that fails; passport-jwt then words the refusal.
   */
  private verifiedClaims(request: Request): VerifiedClaims | undefined {
    const token = bearerToken(request);
    if (!token) return undefined;
    const known = this.verified.get(token, Date.now());
    if (known) return known;
    const claims = this.sessions.verifiedClaims<VerifiedClaims>(token) ?? undefined;
    if (!validClaims(claims) || claims.exp === undefined) return undefined;
    this.verified.remember(token, claims, claims.exp * 1000);
    return claims;
  }

  /**
   * Called by passport-jwt once the signature passed. Only a token verifiedClaims refused reaches
   * passport-jwt, which refuses it too, so nothing is kept here.
   */
  validate(_request: Request, claims: VerifiedClaims): Promise<PlayerClaims | false> {
    return this.honoured(claims);
  }

  /** Signed claims of a player token whose display is approved, not deleted and not re-paired since. */
  private async honoured(claims: VerifiedClaims): Promise<PlayerClaims | false> {
    if (!validClaims(claims)) return false;
    return honouredBy(await this.displays.get(claims.displayId), claims);
  }
}

/** The one rule for a token's display: approved, not deleted, and not re-paired since the token. */
function honouredBy(display: DisplayPlayerState | null, claims: VerifiedClaims): PlayerClaims | false {
  return display?.playable && display.pairingEpoch === claims.epoch ? claims : false;
}

/** A player token's claims, well formed. */
function validClaims(claims: VerifiedClaims | undefined): claims is VerifiedClaims {
  return claims?.typ === 'player' && Number.isInteger(claims.displayId) && Number.isInteger(claims.epoch);
}
