import { EntityManager, sql } from '@mikro-orm/postgresql';
import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import { createHash, randomBytes } from 'crypto';
import { Clock } from '../../common/clock/clock';
import { Config } from '../../config/config';
import { NotificationsService } from '../notifications/notifications.service';
import { AccountRepository } from './account.repository';
import { User } from './entities/user.entity';
import { PasswordService } from './password.service';

const VALID_MS = 60 * 60 * 1000;
const tokenHash = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/**
 * "Forgot password" (docs/notifications.md): a single-use link valid for 1 hour, mailed through
 * the outbox when the account has an e-mail. The request's answer is the same whether or not
 * the account or address exists; only the token's SHA-256 is stored.
 */
@Injectable()
export class PasswordResetService {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
    @Inject(Config) private readonly config: Config,
    private readonly passwords: PasswordService,
    private readonly repo: AccountRepository,
    private readonly notifications: NotificationsService,
  ) {}

  async request(username: string): Promise<void> {
    const em = this.em.fork();
    const user = await em.findOne(User, { [sql.lower('username')]: username.trim().toLowerCase() });
    if (!user || user.role === 'admin' || !user.email || !this.notifications.mailEnabled) return;
    const token = randomBytes(32).toString('base64url');
    const now = this.clock.now();
    const url = `${this.config.mail.publicUrl}/reset-password?token=${token}`;
    await em.transactional(async (tx) => {
      await this.repo.insertReset(tx, tokenHash(token), user.id, now, new Date(now.getTime() + VALID_MS));
      await this.notifications.queueMail(
        tx,
        user.email!,
        'Reset your ScreenSpace password',
        `Someone asked to reset the password of the ScreenSpace account "${user.username}". The link below is valid for 1 hour and works once. If it was not you, ignore this e-mail.`,
        url,
        'Choose a new password',
        `password-reset-${tokenHash(token).slice(0, 24)}`,
      );
    });
  }

  /** Sets the new password and ends every session of the account; 400 with `details.reason` otherwise. */
  async confirm(token: string, newPassword: string): Promise<void> {
    const hash = await this.passwords.hash(newPassword);
    await this.em.fork().transactional(async (tx) => {
      const now = this.clock.now();
      const row = await this.repo.lockReset(tx, tokenHash(token), now);
      if (!row) throw refused('invalid', 'This reset link is not valid');
      if (row.used) throw refused('used', 'This reset link was already used');
      if (!row.live) throw refused('expired', 'This reset link has expired; ask for a new one');
      await this.repo.setPassword(tx, row.user_id, hash);
      await this.repo.markResetUsed(tx, tokenHash(token), now);
      await this.repo.endSessions(tx, row.user_id, null);
    });
  }
}

const refused = (reason: 'invalid' | 'used' | 'expired', message: string) => new BadRequestException({ message, details: { reason } });
