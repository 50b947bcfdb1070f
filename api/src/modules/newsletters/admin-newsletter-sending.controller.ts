import { Get, Param, Query } from '@nestjs/common';
import { ParseIdPipe } from '../../http/parse-id.pipe';
import type { NewsletterRecipients, NewsletterSegment } from '../../shared/contracts/newsletters';
import { DeskController } from '../auth/desk-controller.decorator';
import { NewsletterRecipientsQueryDto } from './dto/newsletter-recipients-query.dto';
import { NewsletterSendingService } from './newsletter-sending.service';

/** Admin-only: what the send confirmation dialog reads before anything goes out. */
@DeskController('admin/newsletters')
export class AdminNewsletterSendingController {
  constructor(private readonly sending: NewsletterSendingService) {}

  /** How many active subscribers a send to this segment reaches now: the number the admin confirms. */
  @Get(':id/recipients')
  recipients(
    @Param('id', ParseIdPipe) id: number,
    @Query() query: NewsletterRecipientsQueryDto,
  ): Promise<NewsletterRecipients> {
    return this.sending.recipients(id, segmentOf(query));
  }
}

function segmentOf(query: NewsletterRecipientsQueryDto): NewsletterSegment {
  const segment: NewsletterSegment = {};
  if (query.creditProgram) segment.creditProgram = query.creditProgram === 'true';
  if (query.interests?.length) segment.interests = query.interests;
  return segment;
}
