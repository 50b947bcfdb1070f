import { Get, Query, Res } from '@nestjs/common';
import { ListResponse } from '../../http/list-response.decorator';
import type { Response } from 'express';
import type { SubscriberListItem } from '../../shared/contracts/admin';
import { sendPage } from '../../http/total-count';
import { DeskController } from '../auth/desk-controller.decorator';
import { Audited } from '../audit/audited.decorator';
import { SubscriberListQueryDto } from './dto/subscriber-list-query.dto';
import { SubscriberListService } from './subscriber-list.service';
import { csvHeader, csvRows } from './subscribers-csv';

@DeskController('admin')
export class AdminSubscribersController {
  constructor(private readonly subscribers: SubscriberListService) {}

  /** Newest first, filtered by status, credit program and a search; the total is in X-Total-Count. */
  @Get('subscribers')
  async list(
    @Query() query: SubscriberListQueryDto,
    @ListResponse() response: Response,
  ): Promise<SubscriberListItem[]> {
    return sendPage(response, await this.subscribers.page(query.limit, query.offset, query));
  }

  /** The whole list as a spreadsheet download, streamed a batch at a time. */
  @Get('subscribers.csv')
  @Audited('export')
  async exportCsv(@Res() response: Response): Promise<void> {
    const day = new Date().toISOString().slice(0, 10);
    response.setHeader('Content-Type', 'text/csv; charset=utf-8');
    response.setHeader('Content-Disposition', `attachment; filename="subscribers-${day}.csv"`);
    response.write(csvHeader());
    try {
      for await (const batch of this.subscribers.all()) {
        if (!response.write(csvRows(batch))) {
          await new Promise((resolve) => response.once('drain', resolve));
        }
      }
      response.end();
    } catch (error) {
      // The status line is already sent; cutting the connection tells the browser the file is incomplete.
      response.destroy(error as Error);
    }
  }
}
