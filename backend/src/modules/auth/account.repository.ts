import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

/** A password reset token's row (only its SHA-256 is stored). */
export interface ResetRow {
  user_id: number;
  /** Not expired at the given time. */
  live: boolean;
  used: boolean;
}

/** The raw statements of account settings: passwords, sessions and reset tokens (docs/notifications.md). */
@Injectable()
export class AccountRepository {
  async setPassword(em: EntityManager, userId: number, passwordHash: string): Promise<void> {
    await em.execute('update users set password_hash = ? where id = ?', [passwordHash, userId]);
  }

  /** Ends every session of the account but `keep` (null: all of them); a deleted row fails its next request. */
  async endSessions(em: EntityManager, userId: number, keep: string | null): Promise<void> {
    await em.execute('delete from sessions where user_id = ? and (?::uuid is null or id <> ?::uuid)', [userId, keep, keep]);
  }

  async insertReset(em: EntityManager, tokenHash: string, userId: number, now: Date, expiresAt: Date): Promise<void> {
    await em.execute('insert into password_resets (token_hash, user_id, created_at, expires_at) values (?, ?, ?, ?)', [
      tokenHash,
      userId,
      now,
      expiresAt,
    ]);
  }

  /** The token's row, locked for this transaction so two confirms cannot both use it. */
  async lockReset(em: EntityManager, tokenHash: string, now: Date): Promise<ResetRow | null> {
    const rows: ResetRow[] = await em.execute(
      'select user_id, expires_at > ?::timestamptz as live, used_at is not null as used from password_resets where token_hash = ? for update',
      [now, tokenHash],
    );
    return rows[0] ?? null;
  }

  async markResetUsed(em: EntityManager, tokenHash: string, at: Date): Promise<void> {
    await em.execute('update password_resets set used_at = ? where token_hash = ?', [at, tokenHash]);
  }
}
