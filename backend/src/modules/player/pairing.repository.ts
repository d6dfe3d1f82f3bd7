import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

export interface OwnedPairing {
  pairingRequired: boolean;
  pairingCode: string | null;
}

export interface RotatedPairing {
  hostId: number;
  name: string;
  failures: number;
}

/** The SQL of the displays' pairing columns (docs/player.md, "Pairing"). */
@Injectable()
export class PairingRepository {
  constructor(private readonly em: EntityManager) {}

  private get db() {
    return this.em.getConnection();
  }

  /** The pairing of a display its host owns (not deleted), or null. */
  async owned(displayId: number, hostId: number): Promise<OwnedPairing | null> {
    const [row] = await this.db.execute<OwnedPairing[]>(
      `select pairing_required as "pairingRequired", pairing_code as "pairingCode" from displays where id = ? and host_id = ? and deleted_at is null`,
      [displayId, hostId],
    );
    return row ?? null;
  }

  /** The host's setting: a new code (or none) with its failures and rotation notice cleared. */
  async set(displayId: number, required: boolean, code: string | null, bumpEpoch: boolean): Promise<void> {
    await this.db.execute(
      `update displays set pairing_required = ?, pairing_code = ?, pairing_epoch = pairing_epoch + ?, pairing_failures = 0,
              pairing_rotated_at = null, pairing_rotated_failures = null, updated_at = now()
        where id = ?`,
      [required, code, bumpEpoch ? 1 : 0, displayId],
    );
  }

  /**
   * Counts one wrong code against the display's current code; the one that reaches
   * `ceiling` replaces the code with `newCode` and records when and after how many, in
   * the same statement, so racing failures rotate it once. Tokens are kept: the screens
   * already paired go on playing. The display's host and name when this failure rotated the code, else null.
   */
  async countFailure(em: EntityManager, displayId: number, ceiling: number, newCode: string, now: Date): Promise<RotatedPairing | null> {
    const reached = 'pairing_failures + 1 >= ?';
    const rows: (RotatedPairing & { rotated: boolean })[] = await em.execute(
      `update displays set
              pairing_code = case when ${reached} then ? else pairing_code end,
              pairing_rotated_at = case when ${reached} then ?::timestamptz else pairing_rotated_at end,
              pairing_rotated_failures = case when ${reached} then pairing_failures + 1 else pairing_rotated_failures end,
              pairing_failures = case when ${reached} then 0 else pairing_failures + 1 end
        where id = ? and pairing_required
        returning pairing_failures = 0 as rotated, host_id as "hostId", name, pairing_rotated_failures as failures`,
      [ceiling, newCode, ceiling, now.toISOString(), ceiling, ceiling, displayId],
    );
    return rows[0]?.rotated ? { hostId: rows[0].hostId, name: rows[0].name, failures: rows[0].failures } : null;
  }
}
