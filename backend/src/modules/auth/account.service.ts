import { EntityManager } from '@mikro-orm/postgresql';
import { BadRequestException, Injectable } from '@nestjs/common';
import { KIND_LABELS, KINDS_BY_ROLE, type NotificationKind } from '../notifications/notification-kinds';
import { NotificationsService } from '../notifications/notifications.service';
import { AccountRepository } from './account.repository';
import { AccountDto, ChangePasswordDto, UpdateAccountDto } from './dto/account.dto';
import { parseEmail } from './email-address';
import { User } from './entities/user.entity';
import { PasswordService } from './password.service';

/** The signed-in account's own settings: e-mail, e-mail preferences, password (docs/notifications.md). */
@Injectable()
export class AccountService {
  constructor(
    private readonly em: EntityManager,
    private readonly passwords: PasswordService,
    private readonly repo: AccountRepository,
    private readonly notifications: NotificationsService,
  ) {}

  async get(userId: number): Promise<AccountDto> {
    return this.toDto(await this.em.fork().findOneOrFail(User, userId));
  }

  async update(userId: number, dto: UpdateAccountDto): Promise<AccountDto> {
    const em = this.em.fork();
    const user = await em.findOneOrFail(User, userId);
    if (dto.email !== undefined) user.email = parseEmail(dto.email);
    if (dto.emailOptOut !== undefined) user.emailOptOut = [...new Set(dto.emailOptOut)];
    await em.flush();
    return this.toDto(user);
  }

  /** A new password; every other session of the account ends, the one asking stays. */
  async changePassword(userId: number, sessionId: string | null, dto: ChangePasswordDto): Promise<void> {
    const user = await this.em.fork().findOneOrFail(User, userId);
    if (user.role === 'admin') throw new BadRequestException("The admin's password is the access code set in the server's configuration");
    if (!(await this.passwords.verify(dto.currentPassword, user.passwordHash))) {
      throw new BadRequestException({ message: 'Current password is wrong', details: { field: 'currentPassword' } });
    }
    const hash = await this.passwords.hash(dto.newPassword);
    await this.em.fork().transactional(async (tx) => {
      await this.repo.setPassword(tx, userId, hash);
      await this.repo.endSessions(tx, userId, sessionId);
    });
  }

  private toDto(user: User): AccountDto {
    const kinds = KINDS_BY_ROLE[user.role];
    return {
      username: user.username,
      role: user.role,
      email: user.email,
      emailOptOut: user.emailOptOut.filter((k): k is NotificationKind => kinds.includes(k as NotificationKind)),
      emailKinds: kinds.map((kind) => ({ kind, label: KIND_LABELS[kind] })),
      mailEnabled: this.notifications.mailEnabled,
    };
  }
}
