import { Get, NotFoundException, Param, Query } from '@nestjs/common';
import type { Response } from 'express';
import type { OutboxMessageSummary, OutboxMessageView } from '../../shared/contracts/admin';
import { ListQueryDto } from '../../http/list-query.dto';
import { ListResponse } from '../../http/list-response.decorator';
import { ParseIdPipe } from '../../http/parse-id.pipe';
import { sendPage } from '../../http/total-count';
import { DeskController } from '../auth/desk-controller.decorator';
import { toOutboxMessageSummary, toOutboxMessageView } from './outbox-message-view';
import { OutboxStore } from './outbox.store';

/**
 * What the local catch-all SMTP server caught: every email that would have
 * gone out. Owner only: invitations and password resets are among them, and
 * reading someone's reset email would be a way into their account.
 */
@DeskController('admin/outbox', 'owner')
export class OutboxController {
  constructor(private readonly outbox: OutboxStore) {}

  /** Newest first; the total is in X-Total-Count. */
  @Get()
  async list(@Query() query: ListQueryDto, @ListResponse() response: Response): Promise<OutboxMessageSummary[]> {
    const { rows, total } = await this.outbox.page(query.limit, query.offset);
    return sendPage(response, { items: rows.map(toOutboxMessageSummary), total });
  }

  @Get(':id')
  async one(@Param('id', ParseIdPipe) id: number): Promise<OutboxMessageView> {
    const message = await this.outbox.get(id);
    if (!message) throw new NotFoundException('This message is not in the outbox (it may have been erased).');
    return toOutboxMessageView(message);
  }
}
