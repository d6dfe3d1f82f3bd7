import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, NotFoundException, UnauthorizedException } from '@nestjs/common';
import { randomInt, timingSafeEqual } from 'crypto';
import { Clock } from '../../common/clock/clock';
import { NOT_FOUND } from '../../common/http/not-found';
import { AuthThrottle } from '../auth/auth-throttle';
import { NotificationsService } from '../notifications/notifications.service';
import { DisplayStates } from './display-states';
import { PairingDto } from './dto/plays.dto';
import { PairingRepository } from './pairing.repository';
import type { DisplayPlayerState } from './player.repository';
import { transactionalWithWrites } from '../../common/database/change-writes.repository';

const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** docs/player.md, "Pairing": how many wrong codes, from where, before what. */
export const PAIRING_LIMITS = {
  /** Wrong codes per (display, address) and minute: past it, 429 for that address only. */
  perAddressPerMinute: 10,
  /** Wrong codes against one code, from any address: the one that reaches it rotates the code. */
  perCode: 30,
} as const;

/**
 * A host's pairing settings and the check of a player's code (docs/player.md). Turning
 * pairing on and resetting it both move the display to a new epoch, so every token made
 * before stops working. Wrong codes never lock the display: one address is slowed down,
 * and a code that too many wrong guesses were made against is replaced.
 */
@Injectable()
export class PairingService {
  constructor(
    private readonly repository: PairingRepository,
    private readonly displays: DisplayStates,
    private readonly throttle: AuthThrottle,
    private readonly clock: Clock,
    private readonly em: EntityManager,
    private readonly notifications: NotificationsService,
  ) {}

  /** Passes when the display needs no code or `code` is its code; 401/429 otherwise. */
  async check(display: DisplayPlayerState, code: string | undefined, address: string): Promise<void> {
    if (!display.pairingRequired) return;
    if (!code) throw new UnauthorizedException({ message: 'Pairing code required', details: { pairingRequired: true } });
    const fromHere = { key: `pairing:${display.id}|${address}`, limit: PAIRING_LIMITS.perAddressPerMinute };
    await this.throttle.assertAllowed([fromHere]);
    if (sameCode(code, display.pairingCode)) return;
    await this.throttle.count([fromHere.key]);
    const rotated = await transactionalWithWrites(this.em.fork(), async (tx) => {
      const done = await this.repository.countFailure(tx, display.id, PAIRING_LIMITS.perCode, newCode(), this.clock.now());
      if (done) {
        await this.notifications.record(tx, [done.hostId], {
          kind: 'pairing_rotated',
          title: `Pairing code of "${done.name}" replaced`,
          body: `After ${done.failures} wrong pairing codes, the server replaced the pairing code of "${done.name}". Screens already paired go on playing; give new screens the new code.`,
          link: '/dashboard/displays',
        });
      }
      return done !== null;
    });
    if (rotated) this.displays.forget(display.id);
    throw new UnauthorizedException({ message: 'Invalid pairing code', details: { pairingRequired: true } });
  }

  async set(hostId: number, displayId: number, required: boolean): Promise<PairingDto> {
    const current = await this.owned(hostId, displayId);
    if (current.pairingRequired === required) return current;
    const code = required ? newCode() : null;
    await this.repository.set(displayId, required, code, required);
    this.displays.forget(displayId);
    return { pairingRequired: required, pairingCode: code };
  }

  async reset(hostId: number, displayId: number): Promise<PairingDto> {
    const current = await this.owned(hostId, displayId);
    const code = current.pairingRequired ? newCode() : null;
    await this.repository.set(displayId, current.pairingRequired, code, true);
    this.displays.forget(displayId);
    return { pairingRequired: current.pairingRequired, pairingCode: code };
  }

  private async owned(hostId: number, displayId: number): Promise<PairingDto> {
    const pairing = await this.repository.owned(displayId, hostId);
    if (!pairing) throw new NotFoundException(NOT_FOUND.display);
    return pairing;
  }
}

function sameCode(given: string, expected: string | null): boolean {
  if (!expected || given.length !== expected.length) return false;
  return timingSafeEqual(Buffer.from(given), Buffer.from(expected));
}
