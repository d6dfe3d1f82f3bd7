import { ApiProperty } from '@nestjs/swagger';

export class UserDto {
  id: number;
  username: string;
  @ApiProperty({ enum: ['tenant', 'host', 'admin'] })
  role: 'tenant' | 'host' | 'admin';
}

export class AuthResponseDto {
  user: UserDto;
}
