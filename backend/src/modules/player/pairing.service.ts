import { Injectable, NotFoundException } from '@nestjs/common';
import { randomInt } from 'crypto';
import { NOT_FOUND } from '../../common/http/not-found';
import { DisplayStates } from './display-states';
import { PairingDto } from './dto/plays.dto';
import { PlayerRepository } from './player.repository';

const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/**
 * A host's pairing settings (docs/player.md). Turning pairing on and resetting it
 * both move the display to a new epoch, so every token made before stops working.
 */
@Injectable()
export class PairingService {
  constructor(
    private readonly repository: PlayerRepository,
    private readonly displays: DisplayStates,
  ) {}

  async set(hostId: number, displayId: number, required: boolean): Promise<PairingDto> {
    const current = await this.owned(hostId, displayId);
    if (current.pairingRequired === required) return current;
    const code = required ? newCode() : null;
    await this.repository.setPairing(displayId, required, code, required);
    this.displays.forget(displayId);
    return { pairingRequired: required, pairingCode: code };
  }

  async reset(hostId: number, displayId: number): Promise<PairingDto> {
    const current = await this.owned(hostId, displayId);
    const code = current.pairingRequired ? newCode() : null;
    await this.repository.setPairing(displayId, current.pairingRequired, code, true);
    this.displays.forget(displayId);
    return { pairingRequired: current.pairingRequired, pairingCode: code };
  }

  private async owned(hostId: number, displayId: number): Promise<PairingDto> {
    const pairing = await this.repository.ownedPairing(displayId, hostId);
    if (!pairing) throw new NotFoundException(NOT_FOUND.display);
    return pairing;
  }
}
