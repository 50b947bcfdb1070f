import { Body, Controller, HttpCode, HttpStatus, Post, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import '../auth/session-data';
import type { SignalAccepted } from '../../shared/contracts/signals';
import { RecordInteractionDto } from './dto/record-interaction.dto';
import { RecordVisitDto } from './dto/record-visit.dto';
import { SignalLimits } from './signal-limits';
import { SignalsService } from './signals.service';

/**
 * Public, fire-and-forget reading signals; 202 once the signal is safely
 * queued, 429 past the limits per client address and per session (SignalLimits).
 */
@Controller()
export class SignalsController {
  constructor(
    private readonly signals: SignalsService,
    private readonly limits: SignalLimits,
  ) {}

  @Post('personalization/interaction')
  @HttpCode(HttpStatus.ACCEPTED)
  async interaction(
    @Body() body: RecordInteractionDto,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<SignalAccepted> {
    await this.limits.admit('interaction', request.ip, body.sessionId, response);
    await this.signals.recordInteraction(body);
    return { accepted: true };
  }

  @Post('visits')
  @HttpCode(HttpStatus.ACCEPTED)
  async visit(
    @Body() body: RecordVisitDto,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<SignalAccepted> {
    await this.limits.admit('visit', request.ip, body.sessionId, response);
    // Answered the same either way: a crawler or an admin learns nothing from it.
    await this.signals.recordVisit(body, {
      userAgent: request.get('user-agent'),
      signedIn: Boolean(request.session?.userId),
    });
    return { accepted: true };
  }
}
