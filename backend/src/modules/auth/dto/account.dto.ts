import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsIn, IsOptional, IsString, Length, MaxLength } from 'class-validator';
import { IsPresent } from '../../../common/validation/is-present.validator';
import { NOTIFICATION_KINDS, NotificationKind } from '../../notifications/notification-kinds';

export class EmailKindDto {
  @ApiProperty({ enum: NOTIFICATION_KINDS, enumName: 'NotificationKind' })
  kind: NotificationKind;
  label: string;
}

/** The signed-in account's settings (docs/notifications.md). */
export class AccountDto {
  username: string;
  @ApiProperty({ enum: ['tenant', 'host', 'admin'] })
  role: 'tenant' | 'host' | 'admin';
  @ApiProperty({ type: String, nullable: true })
  email: string | null;
  /** Kinds this account does not want by e-mail. */
  @ApiProperty({ enum: NOTIFICATION_KINDS, enumName: 'NotificationKind', isArray: true })
  emailOptOut: NotificationKind[];
  /** The kinds this role can receive. */
  @ApiProperty({ type: [EmailKindDto] })
  emailKinds: EmailKindDto[];
  /** True when the server can send e-mail (SMTP_URL is set). */
  mailEnabled: boolean;
}

export class UpdateAccountDto {
  /** An e-mail address; null removes it. A malformed one: 400 with `details.field = "email"`. */
  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @IsString({ message: 'Email must be text' })
  email?: string | null;

  /** Kinds not to mail; replaces the previous list. */
  @ApiPropertyOptional({ enum: NOTIFICATION_KINDS, enumName: 'NotificationKind', isArray: true })
  @IsOptional()
  @IsIn(NOTIFICATION_KINDS, { each: true, message: `emailOptOut may hold only: ${NOTIFICATION_KINDS.join(', ')}` })
  @ArrayMaxSize(NOTIFICATION_KINDS.length, { message: 'emailOptOut has too many entries' })
  @IsArray({ message: 'emailOptOut must be a list of notification kinds' })
  emailOptOut?: NotificationKind[];
}

export class ChangePasswordDto {
  @MaxLength(128, { message: 'Current password is wrong' })
  @IsString({ message: 'Current password must be text' })
  @IsPresent('Current password is required')
  currentPassword: string;

  /** 8–128 characters. */
  @Length(8, 128, { message: 'Password must be 8 to 128 characters long' })
  @IsString({ message: 'Password must be text' })
  @IsPresent('New password is required')
  newPassword: string;
}

export class PasswordResetRequestDto {
  @MaxLength(64, { message: 'Username is too long' })
  @IsString({ message: 'Username must be text' })
  @IsPresent('Username is required')
  username: string;
}

export class PasswordResetConfirmDto {
  @MaxLength(200, { message: 'This reset link is not valid' })
  @IsString({ message: 'Token must be text' })
  @IsPresent('Token is required')
  token: string;

  /** 8–128 characters. */
  @Length(8, 128, { message: 'Password must be 8 to 128 characters long' })
  @IsString({ message: 'Password must be text' })
  @IsPresent('New password is required')
  newPassword: string;
}

/** An empty answer (202 of a reset request: it never says whether the account exists). */
export class EmptyDto {}
