import { EntityManager, sql, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { BadRequestException, ConflictException, Injectable } from '@nestjs/common';
import { Clock } from '../../common/clock/clock';
import { type ListQuery, parseListQuery, type RawListQuery } from '../../common/list/list-query';
import { AuditActor } from '../audit/audit-actor.decorator';
import { AuditLog } from '../audit/audit-log.service';
import { ADMIN_USERNAME } from './auth.service';
import { AdminAccountDto, CreateAdminDto } from './dto/admin-account.dto';
import { User } from './entities/user.entity';
import { PasswordService } from './password.service';
import { transactionalWithWrites } from '../../common/database/change-writes.repository';

const SORTABLE = ['id', 'username', 'createdAt'] as const;

/**
 * Several admins (docs/accounts.md, "Several admins"): a signed-in admin adds another with its own
 * username and password; it signs in on the normal Login tab. `admin` stays the access code's account.
 */
@Injectable()
export class AdminAccountsService {
  constructor(
    private readonly em: EntityManager,
    private readonly passwords: PasswordService,
    private readonly clock: Clock,
    private readonly audit: AuditLog,
  ) {}

  async list(raw: RawListQuery): Promise<{ list: ListQuery; items: AdminAccountDto[]; total: number }> {
    const list = parseListQuery(raw, SORTABLE, 'id');
    const unknown = Object.keys(list.filter).filter((k) => k !== 'id');
    if (unknown.length) throw new BadRequestException(`Unknown filter ${unknown.join(', ')}; filters are: id`);
    const ids = list.filter.id === undefined ? undefined : [list.filter.id].flat().map(Number);
    if (ids?.some((id) => !Number.isSafeInteger(id))) throw new BadRequestException('filter.id must be whole numbers');
    const [users, total] = await this.em
      .fork()
      .findAndCount(
        User,
        { role: 'admin', ...(ids ? { id: { $in: ids } } : {}) },
        { orderBy: { [list.sortField]: list.sortOrder, id: list.sortOrder }, limit: list.limit, offset: list.offset },
      );
    return { list, items: users.map(toDto), total };
  }

  async create(actor: AuditActor, dto: CreateAdminDto): Promise<AdminAccountDto> {
    if (dto.username.toLowerCase() === ADMIN_USERNAME) throw new BadRequestException('This username is reserved');
    const passwordHash = await this.passwords.hash(dto.password);
    try {
      const user = await transactionalWithWrites(this.em.fork(), async (tx) => {
        if (await tx.findOne(User, { [sql.lower('username')]: dto.username.toLowerCase() })) {
          throw new ConflictException('Username is already taken');
        }
        const created = tx.create(User, { username: dto.username, role: 'admin', passwordHash, createdAt: this.clock.now() });
        await tx.flush();
        await this.audit.record(tx, actor, {
          action: 'admin.create',
          entityType: 'user',
          entityId: created.id,
          after: { username: created.username, role: 'admin' },
        });
        return created;
      });
      return toDto(user);
    } catch (err) {
      // Two invitations (or a registration) racing for one name: the unique index decides.
      if (err instanceof UniqueConstraintViolationException) throw new ConflictException('Username is already taken');
      throw err;
    }
  }
}

function toDto(user: User): AdminAccountDto {
  return { id: user.id, username: user.username, createdAt: user.createdAt, bootstrap: user.username === ADMIN_USERNAME };
}
