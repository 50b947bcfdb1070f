import { Body, Controller, HttpCode, HttpStatus, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import '../auth/session-data';
import type { SignalAccepted } from '../../shared/contracts/signals';
import { RecordInteractionDto } from './dto/record-interaction.dto';
import { RecordVisitDto } from './dto/record-visit.dto';
import { SignalsService } from './signals.service';

/** Public, fire-and-forget reading signals; 202 once the signal is safely queued. */
@Controller()
export class SignalsController {
  constructor(private readonly signals: SignalsService) {}

  @Post('personalization/interaction')
  @HttpCode(HttpStatus.ACCEPTED)
  async interaction(@Body() body: RecordInteractionDto): Promise<SignalAccepted> {
    await this.signals.recordInteraction(body);
    return { accepted: true };
  }

  @Post('visits')
  @HttpCode(HttpStatus.ACCEPTED)
  async visit(@Body() body: RecordVisitDto, @Req() request: Request): Promise<SignalAccepted> {
    // Answered the same either way: a crawler or an admin learns nothing from it.
    await this.signals.recordVisit(body, {
      userAgent: request.get('user-agent'),
      signedIn: Boolean(request.session?.userId),
    });
    return { accepted: true };
  }
}
