import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { NotificationsModule } from '../notifications/notifications.module';
import { AccessGuard } from './access.guard';
import { AccountController } from './account.controller';
import { AccountRepository } from './account.repository';
import { AccountService } from './account.service';
import { AuthRateLimitGuard } from './auth-rate-limit.guard';
import { AuthThrottle } from './auth-throttle';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { PasswordResetService } from './password-reset.service';
import { PasswordService } from './password.service';
import { SessionCookies } from './session-cookies';
import { SessionService } from './session.service';
import { SessionStrategy } from './strategies/session.strategy';

@Module({
  imports: [JwtModule.register({}), PassportModule.register({ session: false }), NotificationsModule],
  controllers: [AuthController, AccountController],
  providers: [
    AuthService,
    PasswordService,
    SessionService,
    SessionCookies,
    SessionStrategy,
    AuthThrottle,
    AuthRateLimitGuard,
    AccountService,
    AccountRepository,
    PasswordResetService,
    { provide: APP_GUARD, useClass: AccessGuard },
  ],
  exports: [AuthService, PasswordService, SessionService, AuthThrottle],
})
export class AuthModule {}
