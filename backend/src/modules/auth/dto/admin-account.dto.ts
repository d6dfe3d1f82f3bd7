import { PickType } from '@nestjs/swagger';
import { RegisterDto } from './register.dto';

/** A further admin: the same username and password rules as registration (docs/accounts.md, "Several admins"). */
export class CreateAdminDto extends PickType(RegisterDto, ['username', 'password'] as const) {}

export class AdminAccountDto {
  id: number;
  username: string;
  createdAt: Date;
  /** True for `admin`, who signs in with the access code; the others sign in with their own password. */
  bootstrap: boolean;
}
