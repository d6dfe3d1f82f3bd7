import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional, IsString, Min, MaxLength } from 'class-validator';
import { IsPresent } from '../../../common/validation/is-present.validator';

const INVALID = 'Invalid display ID';

export class AuthenticateDisplayDto {
  /** A whole number ≥ 1, as a number or a string of digits. */
  @ApiProperty({
    oneOf: [
      { type: 'integer', minimum: 1 },
      { type: 'string', pattern: '^[1-9][0-9]*$' },
    ],
    example: 1,
  })
  @Transform(({ value }) => (typeof value === 'string' && /^[1-9]\d{0,15}$/.test(value.trim()) ? Number(value.trim()) : value))
  @Min(1, { message: INVALID })
  @IsInt({ message: INVALID })
  @IsPresent(INVALID)
  displayId: number;

  /** Required when the display's host turned on "Require pairing code". */
  @IsOptional()
  @MaxLength(20, { message: 'Invalid pairing code' })
  @IsString({ message: 'Invalid pairing code' })
  pairingCode?: string;
}

export class PlayerDisplayDto {
  id: number;
  name: string;
}

export class PlayerAuthDto {
  /** Send as `Authorization: Bearer <token>` on the player's calls. */
  token: string;
  display: PlayerDisplayDto;
}

export class VerifyAuthDto {
  display: PlayerDisplayDto;
}
