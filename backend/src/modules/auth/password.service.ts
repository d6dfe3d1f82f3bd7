import { Inject, Injectable } from '@nestjs/common';
import * as bcrypt from 'bcrypt';
import { createHash } from 'crypto';
import { Config } from '../../config/config';

/**
 * bcrypt with a per-password salt. The SHA-256 pre-hash lets passwords longer
 * than bcrypt's 72-byte window count in full.
 */
@Injectable()
export class PasswordService {
  private dummyHash?: Promise<string>;

  constructor(@Inject(Config) private readonly config: Config) {}

  hash(password: string): Promise<string> {
    return bcrypt.hash(prehash(password), this.config.auth.passwordHashRounds);
  }

  verify(password: string, hash: string): Promise<boolean> {
    return bcrypt.compare(prehash(password), hash);
  }

  /** Spends the same time as a real check, so unknown usernames can't be told apart by timing. */
  async verifyAgainstDummy(password: string): Promise<false> {
    this.dummyHash ??= this.hash('dummy-password-for-timing');
    await bcrypt.compare(prehash(password), await this.dummyHash);
    return false;
  }
}

function prehash(password: string): string {
  return createHash('sha256').update(password, 'utf8').digest('base64');
}
