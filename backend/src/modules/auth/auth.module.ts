import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { AuditModule } from '../audit/audit.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { AccessGuard } from './access.guard';
import { AccountController } from './account.controller';
import { AccountRepository } from './account.repository';
import { AccountService } from './account.service';
import { AdminAccountsController } from './admin-accounts.controller';
import { AdminAccountsService } from './admin-accounts.service';
import { AuthRateLimitGuard } from './auth-rate-limit.guard';
import { AuthThrottle } from './auth-throttle';
import { AuthRepository } from './auth.repository';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { PasswordResetService } from './password-reset.service';
import { PasswordService } from './password.service';
import { SessionCookies } from './session-cookies';
import { SessionService } from './session.service';
import { SessionStrategy } from './strategies/session.strategy';

@Module({
  imports: [JwtModule.register({}), PassportModule.register({ session: false }), AuditModule, NotificationsModule],
  controllers: [AuthController, AdminAccountsController, AccountController],
  providers: [
    AuthService,
    AdminAccountsService,
    PasswordService,
    SessionService,
    SessionCookies,
    SessionStrategy,
    AuthThrottle,
    AuthRepository,
    AuthRateLimitGuard,
    AccountService,
    AccountRepository,
    PasswordResetService,
    { provide: APP_GUARD, useClass: AccessGuard },
  ],
  exports: [AuthService, PasswordService, SessionService, AuthThrottle],
})
export class AuthModule {}
