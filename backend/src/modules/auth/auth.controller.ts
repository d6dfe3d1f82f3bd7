import { Body, Controller, Get, HttpCode, Post, Req, Res, UseGuards } from '@nestjs/common';
import { MessageDto } from '../../common/http/message.dto';
import { ApiConflictResponse, ApiOperation, ApiTags, ApiTooManyRequestsResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Access } from '../../common/access/access.decorator';
import { clientAddress } from '../../common/http/client-address';
import { ErrorResponseDto } from '../../common/http/error-response.dto';
import { AuthRateLimitGuard } from './auth-rate-limit.guard';
import { AuthService } from './auth.service';
import { CurrentUser } from './current-user.decorator';
import { LoginDto } from './dto/login.dto';
import { RegisterDto } from './dto/register.dto';
import { AuthResponseDto, UserDto } from './dto/user.dto';
import { User } from './entities/user.entity';
import { SessionCookies } from './session-cookies';

@ApiTags('auth')
@Controller()
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly cookies: SessionCookies,
  ) {}

  @Get('user')
  @Access('tenant', 'host', 'admin')
  @ApiOperation({ summary: 'The signed-in user (401 when signed out)' })
  user(@CurrentUser() user: User): UserDto {
    return this.auth.toDto(user);
  }

  @Post('login')
  @HttpCode(200)
  @Access('public')
  @UseGuards(AuthRateLimitGuard)
  @ApiOperation({ summary: 'Sign in; for the admin send role "admin" and the access code as password' })
  @ApiUnauthorizedResponse({ type: ErrorResponseDto, description: 'Wrong credentials' })
  @ApiTooManyRequestsResponse({ type: ErrorResponseDto, description: 'Too many attempts (see Retry-After)' })
  async login(
    @Body() dto: LoginDto,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AuthResponseDto> {
    const user = await this.auth.loginCounted(dto, clientAddress(req));
    await this.cookies.start(user, req, reply);
    return { user: this.auth.toDto(user) };
  }

  @Post('register')
  @Access('public')
  @UseGuards(AuthRateLimitGuard)
  @ApiOperation({ summary: 'Create a tenant or host account and sign in' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'Username is already taken' })
  @ApiTooManyRequestsResponse({ type: ErrorResponseDto, description: 'Too many attempts (see Retry-After)' })
  async register(
    @Body() dto: RegisterDto,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AuthResponseDto> {
    const user = await this.auth.register(dto);
    await this.cookies.start(user, req, reply);
    return { user: this.auth.toDto(user) };
  }

  @Post('logout')
  @HttpCode(200)
  @Access('public')
  @ApiOperation({ summary: 'End the session and clear its cookie' })
  async logout(@Req() req: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<MessageDto> {
    await this.cookies.end(req, reply);
    return { message: 'Logged out successfully' };
  }
}
