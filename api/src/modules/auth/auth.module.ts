import { Global, Module } from '@nestjs/common';
import { AdminGuard } from './admin.guard';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { LoginRedirectController } from './login-redirect.controller';
import { LoginThrottleService } from './login-throttle.service';
import { OidcLoginService } from './oidc-login.service';
import { SessionStoreProvider } from './session-store.provider';

/** Global so every module can put `@UseGuards(AdminGuard)` on its admin routes without importing anything. */
@Global()
@Module({
  controllers: [AuthController, LoginRedirectController],
  providers: [AuthService, AdminGuard, LoginThrottleService, OidcLoginService, SessionStoreProvider],
  exports: [AuthService, AdminGuard, SessionStoreProvider],
})
export class AuthModule {}
