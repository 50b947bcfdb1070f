import { Controller, Get, Next, Post, Req, Res } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { isOwnLogoutNavigation, LOGOUT_CONFIRMATION_PAGE } from './logout-navigation';
import { OidcLoginService } from './oidc-login.service';
import { endSession, startSession } from './session-lifecycle';
import { SignInAudit } from './sign-in-audit.service';
import { Uncached } from '../public-cache/cache-rules.decorator';

/** The admin login screen of the SPA; `login=1` opens its sign-in form. */
export const ADMIN_LOGIN_SCREEN = '/admin?login=1';
export const AFTER_LOGIN = '/admin';

/** The browser-redirect addresses: /api/login, /api/callback (OIDC) and /api/logout. */
@Controller()
export class LoginRedirectController {
  constructor(
    private readonly oidc: OidcLoginService,
    private readonly signIns: SignInAudit,
  ) {}

  @Uncached('a redirect that starts a sign-in')
  @Get('login')
  async login(@Req() request: Request, @Res() response: Response, @Next() next: NextFunction): Promise<void> {
    response.setHeader('Cache-Control', 'no-store');
    if (!this.oidc.enabled) return response.redirect(302, ADMIN_LOGIN_SCREEN);
    await this.oidc.authenticate(request, response, next, () => response.redirect(302, ADMIN_LOGIN_SCREEN));
  }

  @Uncached('finishes a sign-in and opens a session')
  @Get('callback')
  async callback(@Req() request: Request, @Res() response: Response, @Next() next: NextFunction): Promise<void> {
    response.setHeader('Cache-Control', 'no-store');
    if (!this.oidc.enabled) return response.redirect(302, ADMIN_LOGIN_SCREEN);
    await this.oidc.authenticate(request, response, next, (user) => {
      if (!user) return response.redirect(302, `${ADMIN_LOGIN_SCREEN}&error=denied`);
      // Audited like the password form, entry first: a sign-in the log cannot hold gets no session.
      this.signIns
        .signedIn(request, user)
        .then(() => startSession(request, user.id))
        .then(
          () => response.redirect(302, AFTER_LOGIN),
          (error) => next(error),
        );
    });
  }

  /**
   * Signs out when the person asked for it from this site or the address bar;
   * any other GET (another site can send a browser here, cookie and all) gets
   * a page whose button POSTs instead.
   */
  @Uncached('ends the session')
  @Get('logout')
  async logout(@Req() request: Request, @Res() response: Response): Promise<void> {
    response.setHeader('Cache-Control', 'no-store');
    if (!isOwnLogoutNavigation(request)) {
      response.status(200).type('html').send(LOGOUT_CONFIRMATION_PAGE);
      return;
    }
    await this.signIns.signingOut(request);
    await endSession(request, response);
    response.redirect(302, '/');
  }

  /** The confirmation page's button; the origin check has refused it already if another site sent it. */
  @Post('logout')
  async confirmLogout(@Req() request: Request, @Res() response: Response): Promise<void> {
    response.setHeader('Cache-Control', 'no-store');
    await this.signIns.signingOut(request);
    await endSession(request, response);
    response.redirect(303, '/');
  }
}
