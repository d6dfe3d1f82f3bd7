import { Entity, Enum, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import type { UserRole } from '../../../common/access/access.decorator';

@Entity({ tableName: 'users' })
export class User {
  [OptionalProps]?: 'createdAt' | 'email' | 'emailOptOut';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  /** As typed at registration; uniqueness ignores case (index on lower(username)). */
  @Property({ type: 'varchar', length: 32 })
  username!: string;

  @Enum({ items: ['tenant', 'host', 'admin'], type: 'text' })
  role!: UserRole;

  @Property({ type: 'text', hidden: true })
  passwordHash!: string;

  /** Where notifications are mailed (docs/notifications.md); null: none. */
  @Property({ type: 'varchar', length: 254, nullable: true })
  email: string | null = null;

  /** Notification kinds this account does not want by e-mail. */
  @Property({ type: 'text[]' })
  emailOptOut: string[] = [];

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();
}
