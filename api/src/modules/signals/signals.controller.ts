import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
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
  async visit(@Body() body: RecordVisitDto): Promise<SignalAccepted> {
    await this.signals.recordVisit(body);
    return { accepted: true };
  }
}
