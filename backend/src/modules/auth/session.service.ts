import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { createSecretKey, KeyObject, randomUUID } from 'crypto';
import { Clock } from '../../common/clock/clock';
import { Config } from '../../config/config';
import { Session } from './entities/session.entity';
import { User } from './entities/user.entity';

interface SessionClaims {
  sid: string;
  sub: number;
}

export interface PlayerClaims {
  typ: 'player';
  displayId: number;
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
    const claims = await this.decode<SessionClaims>(token);
    if (!claims?.sid) return null;
    const session = await this.em.fork().findOne(Session, { id: claims.sid }, { populate: ['user'] });
    if (!session || session.expiresAt <= this.clock.now()) return null;
    return { user: session.user, sessionId: session.id };
  }

  async revoke(sessionId: string): Promise<void> {
    await this.em.fork().nativeDelete(Session, { id: sessionId });
  }

  signPlayer(displayId: number): Promise<string> {
    const claims: PlayerClaims = { typ: 'player', displayId };
    return this.sign(claims, 365 * 24 * 3600);
  }

  async verifyPlayer(token: string): Promise<PlayerClaims | null> {
    const claims = await this.decode<PlayerClaims>(token);
    return claims?.typ === 'player' && Number.isInteger(claims.displayId) ? claims : null;
  }

  private sign(claims: object, expiresIn: number): Promise<string> {
    return this.jwt.signAsync(claims as Record<string, unknown>, {
      secret: this.key as unknown as string,
      algorithm: 'HS256',
      expiresIn,
    });
  }

  private async decode<T extends object>(token: string): Promise<T | null> {
    try {
      return await this.jwt.verifyAsync<T>(token, { secret: this.key as unknown as string, algorithms: ['HS256'] });
    } catch {
      return null;
    }
  }
}
