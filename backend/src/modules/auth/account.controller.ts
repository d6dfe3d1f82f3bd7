import { Body, Controller, Get, HttpCode, Patch, Post, Req, UseGuards } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { Access } from '../../common/access/access.decorator';
import { ErrorResponseDto } from '../../common/http/error-response.dto';
import { AccountService } from './account.service';
import { AuthRateLimitGuard } from './auth-rate-limit.guard';
import type { AuthenticatedRequest } from './authenticated-request';
import { CurrentUser } from './current-user.decorator';
import {
  AccountDto,
  ChangePasswordDto,
  EmptyDto,
  PasswordResetConfirmDto,
  PasswordResetRequestDto,
  UpdateAccountDto,
} from './dto/account.dto';
import { User } from './entities/user.entity';
import { PasswordResetService } from './password-reset.service';

@ApiTags('account')
@Controller()
export class AccountController {
  constructor(
    private readonly account: AccountService,
    private readonly resets: PasswordResetService,
  ) {}

  @Get('account')
  @Access('tenant', 'host', 'admin')
  @ApiOperation({ summary: "The signed-in account's settings: e-mail, e-mail opt-outs, the kinds its role can receive" })
  @ApiOkResponse({ type: AccountDto })
  get(@CurrentUser() user: User): Promise<AccountDto> {
    return this.account.get(user.id);
  }

  @Patch('account')
  @Access('tenant', 'host', 'admin')
  @ApiOperation({ summary: 'Change the e-mail address (null removes it) or the kinds not to mail' })
  @ApiOkResponse({ type: AccountDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'A malformed address (`details.field = "email"`)' })
  update(@CurrentUser() user: User, @Body() dto: UpdateAccountDto): Promise<AccountDto> {
    return this.account.update(user.id, dto);
  }

  @Post('account/password')
  @HttpCode(204)
  @Access('tenant', 'host', 'admin')
  @ApiOperation({ summary: 'Change the password; every other session of the account ends' })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'Wrong current password (`details.field = "currentPassword"`)' })
  changePassword(@CurrentUser() user: User, @Req() req: AuthenticatedRequest, @Body() dto: ChangePasswordDto): Promise<void> {
    return this.account.changePassword(user.id, req.sessionId ?? null, dto);
  }

  @Post('password-reset')
  @HttpCode(202)
  @Access('public')
  @UseGuards(AuthRateLimitGuard)
  @ApiOperation({ summary: 'Mail a single-use reset link valid 1 hour when the account has an e-mail; the answer is always 202' })
  @ApiTooManyRequestsResponse({ type: ErrorResponseDto, description: 'Too many attempts (see Retry-After)' })
  async requestReset(@Body() dto: PasswordResetRequestDto): Promise<EmptyDto> {
    await this.resets.request(dto.username);
    return {};
  }

  @Post('password-reset/confirm')
  @HttpCode(204)
  @Access('public')
  @UseGuards(AuthRateLimitGuard)
  @ApiOperation({ summary: 'Set a new password with a reset token; every session of the account ends' })
  @ApiBadRequestResponse({
    type: ErrorResponseDto,
    description: 'Unknown, used or expired token (`details.reason`: invalid, used, expired)',
  })
  @ApiTooManyRequestsResponse({ type: ErrorResponseDto, description: 'Too many attempts (see Retry-After)' })
  confirmReset(@Body() dto: PasswordResetConfirmDto): Promise<void> {
    return this.resets.confirm(dto.token, dto.newPassword);
  }
}
