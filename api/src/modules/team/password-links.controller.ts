import { Body, Controller, HttpCode, HttpStatus, Post, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { noSoonerThan } from '../../async/no-sooner-than';
import { PASSWORD_RESETS_PER_ADDRESS, PASSWORD_RESETS_PER_EMAIL } from '../../rate-limit/abuse-limits';
import { clientAddressKey } from '../../rate-limit/client-address';
import { RateLimiterService } from '../../rate-limit/rate-limiter.service';
import { refuseTooManyRequests } from '../../rate-limit/too-many-requests';
import type { TeamNotice } from '../../shared/contracts/admin';
import { RequestPasswordResetDto, SetPasswordDto } from './dto/team.dto';
import { PasswordLinksService } from './password-links.service';
import { TEAM_MESSAGES } from './team-messages';

/**
 * How long a reset request's answer takes at least. A member's request stores
 * a link, queues its email and writes the audit log, a stranger's only looks
 * the address up; answering both after the same time keeps the difference
 * from telling who has an account. Well above the member's usual few
 * milliseconds, and short for someone waiting on a form.
 */
export const RESET_ANSWER_MS = 300;

/** The signed-out routes of invitations and password resets; no-store, as every /api answer (noStoreByDefault). */
@Controller('auth')
export class PasswordLinksController {
  constructor(
    private readonly links: PasswordLinksService,
    private readonly limiter: RateLimiterService,
  ) {}

  /** Always the same 202 for a well-formed address, member or not. */
  @Post('password-reset')
  @HttpCode(HttpStatus.ACCEPTED)
  async requestReset(
    @Body() dto: RequestPasswordResetDto,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<TeamNotice> {
    const startedAt = Date.now();
    const fromAddress = await this.limiter.consume(PASSWORD_RESETS_PER_ADDRESS, clientAddressKey(request.ip ?? ''));
    if (!fromAddress.allowed) {
      refuseTooManyRequests(response, fromAddress.retryAfterSeconds, TEAM_MESSAGES.tooManyResets);
    }
    const forEmail = await this.limiter.consume(PASSWORD_RESETS_PER_EMAIL, dto.email);
    if (forEmail.allowed) await this.links.requestReset(dto.email, request);
    await noSoonerThan(startedAt, RESET_ANSWER_MS);
    // Past the per-address limit the answer is the same: it must not tell that this address is being asked about.
    return { message: TEAM_MESSAGES.resetRequested };
  }

  /** Sets the password through an invitation or reset link; the member signs in afterwards. */
  @Post('password')
  @HttpCode(HttpStatus.OK)
  async setPassword(@Body() dto: SetPasswordDto, @Req() request: Request): Promise<TeamNotice> {
    await this.links.setPassword(dto.token, dto.password, request);
    return { message: TEAM_MESSAGES.passwordSet };
  }
}
