import { EntityManager, sql, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { ConflictException, BadRequestException, Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { timingSafeEqual, createHash } from 'crypto';
import { Clock } from '../../common/clock/clock';
import { Config } from '../../config/config';
import { LoginDto } from './dto/login.dto';
import { RegisterDto } from './dto/register.dto';
import { UserDto } from './dto/user.dto';
import { User } from './entities/user.entity';
import { AuthThrottle, signInKeys } from './auth-throttle';
import { parseEmail } from './email-address';
import { PasswordService } from './password.service';
import { AuthRepository } from './auth.repository';

export const ADMIN_USERNAME = 'admin';

/** Equal-length digests, so the access code is compared in constant time. */
const sha256 = (s: string) => createHash('sha256').update(s).digest();

@Injectable()
export class AuthService {
  constructor(
    @Inject(Config) private readonly config: Config,
    private readonly em: EntityManager,
    private readonly passwords: PasswordService,
    private readonly clock: Clock,
    private readonly throttle: AuthThrottle,
    private readonly accounts: AuthRepository,
  ) {}

  async register(dto: RegisterDto): Promise<User> {
    if (dto.username.toLowerCase() === ADMIN_USERNAME) throw new BadRequestException('This username is reserved');
    const email = parseEmail(dto.email);
    const em = this.em.fork();
    if (await this.findByUsername(em, dto.username)) throw new ConflictException('Username is already taken');
    const user = em.create(User, {
      username: dto.username,
      role: dto.role ?? 'tenant',
      passwordHash: await this.passwords.hash(dto.password),
      email,
      createdAt: this.clock.now(),
    });
    try {
      await em.flush();
    } catch (err) {
      // Two registrations racing for one name: the unique index decides.
      if (err instanceof UniqueConstraintViolationException) throw new ConflictException('Username is already taken');
      throw err;
    }
    return user;
  }

  /** Sign-in that counts a failure against the address and the (username, address) pair. */
  async loginCounted(dto: LoginDto, address: string): Promise<User> {
    const limits = { perIp: this.config.auth.rateLimitPerIp, perUsername: this.config.auth.rateLimitPerUsername };
    const keys = signInKeys(dto.username, address, limits);
    try {
      const user = await this.login(dto);
      if (keys[1]) await this.throttle.clear(keys[1].key);
      return user;
    } catch (error) {
      if (error instanceof UnauthorizedException) await this.throttle.count(keys.map((k) => k.key));
      throw error;
    }
  }

  async login(dto: LoginDto): Promise<User> {
    const em = this.em.fork();
    if (dto.role === 'admin' || dto.username.trim().toLowerCase() === ADMIN_USERNAME) {
      // Exactly "admin" with role admin: "ADMIN", " admin" or another role never reach the code check.
      if (dto.role !== 'admin' || dto.username !== ADMIN_USERNAME || !this.isAdminCode(dto.password)) {
        throw new UnauthorizedException('Invalid admin access code');
      }
      return this.ensureAdmin();
    }
    const user = await this.findByUsername(em, dto.username);
    const ok = user ? await this.passwords.verify(dto.password, user.passwordHash) : await this.passwords.verifyAgainstDummy(dto.password);
    if (!user || !ok) throw new UnauthorizedException('Invalid username or password');
    return user;
  }

  /** The admin account row; its password is the configured access code, never stored. */
  async ensureAdmin(): Promise<User> {
    await this.accounts.ensureAdminRow(ADMIN_USERNAME);
    return this.em.fork().findOneOrFail(User, { username: ADMIN_USERNAME, role: 'admin' });
  }

  toDto(user: User): UserDto {
    return { id: user.id, username: user.username, role: user.role };
  }

  private findByUsername(em: EntityManager, username: string): Promise<User | null> {
    return em.findOne(User, { [sql.lower('username')]: username.toLowerCase() });
  }

  private isAdminCode(code: string): boolean {
    return timingSafeEqual(sha256(code), sha256(this.config.auth.adminAccessCode));
  }
}
