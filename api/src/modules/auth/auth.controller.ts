import { Body, Controller, Get, HttpCode, HttpStatus, Post, Req, Res, UnauthorizedException } from '@nestjs/common';
import type { Request, Response } from 'express';
import { refuseTooManyRequests } from '../../rate-limit/too-many-requests';
import type { AuthUserView, LoggedOut } from '../../shared/contracts/admin';
import { AUTH_MESSAGES, toAuthUser } from './auth-user';
import { AuthService } from './auth.service';
import { AuditTrail } from '../audit/audit-trail.service';
import { LoginDto } from './dto/login.dto';
import { KnownDevices } from './known-device';
import { LoginThrottleService } from './login-throttle.service';
import { SignInAudit } from './sign-in-audit.service';
import { endSession, startSession } from './session-lifecycle';
import './session-data';
import { Uncached } from '../public-cache/cache-rules.decorator';

/** Sign-in, the signed-in member, sign-out: no-store, as every /api answer is by default (noStoreByDefault). */
@Controller('auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly throttle: LoginThrottleService,
    private readonly audit: AuditTrail,
    private readonly signIns: SignInAudit,
    private readonly knownDevices: KnownDevices,
  ) {}

  /**
   * Password sign-in for members of the desk; every attempt is in the audit log. req.ip reads X-Forwarded-For only
   * as far as TRUST_PROXY's proxies vouch for it, so a client cannot rotate its IP to dodge the per-address
   * limits; the per-username count stops rotation behind a proxy too. A browser that signed in before is
   * judged by its own budget (KnownDevices), so others' failures never lock its member out of it.
   */
  @Post('login')
  @HttpCode(HttpStatus.OK)
  async login(
    @Body() dto: LoginDto,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<AuthUserView> {
    const ip = request.ip ?? 'unknown';
    const device = this.knownDevices.read(request);
    const admission = await this.throttle.admit(dto.username, ip, device);
    if (admission.locked) refuseTooManyRequests(response, admission.retryAfterSeconds, AUTH_MESSAGES.locked);

    const user = await this.auth.verifyMemberCredentials(dto.username, dto.password);
    if (!user) {
      // The name as typed (it may be no one's), never the password.
      await this.audit.record(request, {
        action: 'login-failed',
        entity: 'auth',
        actor: { id: null, email: dto.username.slice(0, 254) },
      });
      throw new UnauthorizedException({ statusCode: 401, message: AUTH_MESSAGES.invalidCredentials });
    }
    await this.throttle.succeeded(dto.username, ip, device);
    // The entry first: a sign-in the log cannot hold gets no session, rather than a session the log never saw.
    await this.signIns.signedIn(request, user);
    await startSession(request, user.id);
    this.knownDevices.remember(request, response, dto.username);
    return toAuthUser(user);
  }

  @Uncached('the signed-in admin of this session')
  @Get('user')
  async currentUser(@Req() request: Request): Promise<AuthUserView> {
    const user = await this.auth.findMember(request.session?.userId);
    if (!user) throw new UnauthorizedException({ statusCode: 401, message: AUTH_MESSAGES.unauthorized });
    return toAuthUser(user);
  }

  @Post('logout')
  @HttpCode(HttpStatus.OK)
  async logout(@Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<LoggedOut> {
    await this.signIns.signingOut(request);
    await endSession(request, response);
    return { success: true };
  }
}
