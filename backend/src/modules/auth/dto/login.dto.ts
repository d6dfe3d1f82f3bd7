import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { Transform } from 'class-transformer';
import { IsPresent } from '../../../common/validation/is-present.validator';

/**
 * Usernames are trimmed, except a spelling of `admin`: the admin signs in only as exactly
 * `admin`, so " admin" must reach the check as sent (docs/accounts.md, "Accounts").
 */
function trimUnlessAdmin(value: string): string {
  return value.trim().toLowerCase() === 'admin' ? value : value.trim();
}

export class LoginDto {
  /** The account's username; `admin` for the administrator. */
  // class-validator runs these bottom-up; with stopAtFirstError the first failure wins.
  @MaxLength(32, { message: 'Username must be at most 32 characters long' })
  @IsString({ message: 'Username must be text' })
  @IsPresent('Username is required')
  @Transform(({ value }) => (typeof value === 'string' ? trimUnlessAdmin(value) : value))
  username: string;

  /** The password, or the admin access code when `role` is `admin`. */
  @MaxLength(128, { message: 'Password must be at most 128 characters long' })
  @IsString({ message: 'Password must be text' })
  @IsPresent((o) => ((o as LoginDto).role === 'admin' ? 'Admin access code is required' : 'Password is required'))
  password: string;

  /** Send `admin` for the administrator's sign-in with the access code. */
  @IsOptional()
  @IsIn(['admin', 'tenant', 'host'], { message: 'Role must be admin, tenant or host' })
  role?: 'admin' | 'tenant' | 'host';
}
