import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { createSecretKey } from 'crypto';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { SESSION_COOKIE } from '../../../common/access/access.decorator';
import { Config } from '../../../config/config';
import type { AuthenticatedRequest } from '../authenticated-request';
import { SessionClaims, SessionService } from '../session.service';

export const SESSION_STRATEGY = 'session';

/** The session cookie: a signed token naming a session row that must still exist and be unexpired. */
@Injectable()
export class SessionStrategy extends PassportStrategy(Strategy, SESSION_STRATEGY) {
  constructor(
    @Inject(Config) config: Config,
    private readonly sessions: SessionService,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromExtractors([(req: AuthenticatedRequest) => req?.cookies?.[SESSION_COOKIE] ?? null]),
      // A KeyObject keeps verification fast (docs/accounts.md).
      secretOrKey: createSecretKey(Buffer.from(config.auth.jwtSecret, 'utf8')) as unknown as string,
      algorithms: ['HS256'],
      passReqToCallback: true,
    });
  }

  async validate(request: AuthenticatedRequest, claims: SessionClaims) {
    const session = await this.sessions.findSession(claims);
    if (!session) return false;
    request.sessionId = session.sessionId;
    return session.user;
  }
}
