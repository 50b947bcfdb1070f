import { Global, Module } from '@nestjs/common';
import { SessionsStoreModule } from '../sessions/sessions-store.module';
import { UsersStoreModule } from '../users/users-store.module';
import { AdminGuard } from './admin.guard';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { LoginRedirectController } from './login-redirect.controller';
import { KnownDevices } from './known-device';
import { LoginThrottleService } from './login-throttle.service';
import { OidcLoginService } from './oidc-login.service';
import { PasswordChecks } from './password-checks';
import { SignInAudit } from './sign-in-audit.service';

/** Global so every module can put `@UseGuards(AdminGuard)` on its admin routes without importing anything. */
@Global()
@Module({
  imports: [UsersStoreModule, SessionsStoreModule],
  controllers: [AuthController, LoginRedirectController],
  providers: [
    AuthService,
    AdminGuard,
    LoginThrottleService,
    OidcLoginService,
    SignInAudit,
    KnownDevices,
    PasswordChecks,
  ],
  exports: [AuthService, AdminGuard],
})
export class AuthModule {}
