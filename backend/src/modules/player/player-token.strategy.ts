import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { createSecretKey } from 'crypto';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { Config } from '../../config/config';
import { PLAYER_STRATEGY } from '../auth/access.guard';
import type { PlayerClaims } from '../auth/session.service';
import { DisplayStates } from './display-states';

/**
 * The player's bearer token (docs/player.md): signed for one display, and honoured
 * only while that display is approved, not deleted, and its pairing not reset since.
 */
@Injectable()
export class PlayerTokenStrategy extends PassportStrategy(Strategy, PLAYER_STRATEGY) {
  constructor(
    @Inject(Config) config: Config,
    private readonly displays: DisplayStates,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      secretOrKey: createSecretKey(Buffer.from(config.auth.jwtSecret, 'utf8')) as unknown as string,
      algorithms: ['HS256'],
    });
  }

  async validate(claims: PlayerClaims): Promise<PlayerClaims | false> {
    if (claims?.typ !== 'player' || !Number.isInteger(claims.displayId) || !Number.isInteger(claims.epoch)) return false;
    const display = await this.displays.get(claims.displayId);
    return display?.playable && display.pairingEpoch === claims.epoch ? claims : false;
  }
}
