import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { createSecretKey, KeyObject, randomUUID } from 'crypto';
import { Clock } from '../../common/clock/clock';
import { Config } from '../../config/config';
import { Session } from './entities/session.entity';
import { User } from './entities/user.entity';

export interface SessionClaims {
  sid: string;
  sub: number;
}

/** What a player token says: the one display it may act for, and that display's pairing epoch when issued. */
export interface PlayerClaims {
  typ: 'player';
  displayId: number;
  epoch: number;
  /** Issued against the display's pairing code: its plays are verified (docs/player.md, "Verified plays"). */
  paired?: boolean;
}

@Injectable()
export class SessionService {
  // A KeyObject keeps verification fast: with a string, jsonwebtoken tries a public key first.
  private readonly key: KeyObject;

  constructor(
    @Inject(Config) private readonly config: Config,
    private readonly jwt: JwtService,
    private readonly em: EntityManager,
    private readonly clock: Clock,
  ) {
    this.key = createSecretKey(Buffer.from(config.auth.jwtSecret, 'utf8'));
  }

  get ttlSeconds(): number {
    return this.config.auth.sessionTtlHours * 3600;
  }

  async create(user: User): Promise<string> {
    const now = this.clock.now();
    const id = randomUUID();
    const expiresAt = new Date(now.getTime() + this.ttlSeconds * 1000);
    await this.em.fork().insert(Session, { id, user: user.id, createdAt: now, expiresAt });
    const claims: SessionClaims = { sid: id, sub: user.id };
    return this.sign(claims, this.ttlSeconds);
  }

  /** The signed-in user for a session token, or null when it is invalid, expired or ended. */
  async verify(token: string): Promise<{ user: User; sessionId: string } | null> {
    const claims = this.verifiedClaims<SessionClaims>(token);
    return claims ? this.findSession(claims) : null;
  }

  /** The live session that verified claims name, or null when it ended or expired. */
  async findSession(claims: SessionClaims): Promise<{ user: User; sessionId: string } | null> {
    if (typeof claims?.sid !== 'string') return null;
    const session = await this.em.fork().findOne(Session, { id: claims.sid }, { populate: ['user'] });
    if (!session || session.expiresAt <= this.clock.now()) return null;
    return { user: session.user, sessionId: session.id };
  }

  async revoke(sessionId: string): Promise<void> {
    await this.em.fork().nativeDelete(Session, { id: sessionId });
  }

  /** A player credential for one display, long-lived; the player module checks it is still honoured. */
  signPlayer(displayId: number, epoch: number, paired: boolean): Promise<string> {
    const claims: PlayerClaims = { typ: 'player', displayId, epoch, ...(paired ? { paired: true } : {}) };
    return this.sign(claims, 365 * 24 * 3600);
  }

  /**
   * The claims of a token whose signature (HS256, this key) and expiry hold, else null: the checks
   * passport-jwt makes, without waiting; a session's, and a player token's on its first sync below
   * Fastify (docs/performance.md, "A screen's first sync after a start").
   */
  verifiedClaims<T extends object>(token: string): (T & { exp?: number }) | null {
    try {
      return this.jwt.verify<T & { exp?: number }>(token, { secret: this.key as unknown as string, algorithms: ['HS256'] });
    } catch {
      return null;
    }
  }

  private sign(claims: object, expiresIn: number): Promise<string> {
    return this.jwt.signAsync(claims as Record<string, unknown>, {
      secret: this.key as unknown as string,
      algorithm: 'HS256',
      expiresIn,
    });
  }
}
