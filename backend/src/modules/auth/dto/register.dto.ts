import { IsIn, IsOptional, IsString, Length, Matches } from 'class-validator';
import { Transform } from 'class-transformer';
import { IsPresent } from '../../../common/validation/is-present.validator';

export const USERNAME_PATTERN = /^[A-Za-z0-9._-]+$/;

export class RegisterDto {
  /** 3–32 letters, digits, '.', '_' or '-'; unique regardless of case. */
  // class-validator runs these bottom-up; with stopAtFirstError the first failure wins.
  @Matches(USERNAME_PATTERN, { message: "Username may contain only letters, digits, '.', '_' and '-'" })
  @Length(3, 32, { message: 'Username must be 3 to 32 characters long' })
  @IsString({ message: 'Username must be text' })
  @IsPresent('Username is required')
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  username: string;

  /** 8–128 characters. */
  @Length(8, 128, { message: 'Password must be 8 to 128 characters long' })
  @IsString({ message: 'Password must be text' })
  @IsPresent('Password is required')
  password: string;

  /** Only tenant or host can register; defaults to tenant. */
  @IsOptional()
  @IsIn(['tenant', 'host'], { message: 'Role must be tenant or host' })
  role?: 'tenant' | 'host';

  /** Optional address for notifications; a malformed one: 400 with `details.field = "email"`. */
  @IsOptional()
  @IsString({ message: 'Email must be text' })
  email?: string;
}
