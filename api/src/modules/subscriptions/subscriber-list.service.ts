import { Injectable } from '@nestjs/common';
import type { SubscriberListItem } from '../../shared/contracts/admin';
import { ConsentsStore } from '../consents/consents.store';
import { toSubscriberListItem } from './subscriber-list-item-view';
import type { SubscriberRecord } from './subscriber-record';
import { SubscriberFilters, SubscriptionsStore } from './subscriptions.store';

/** Subscribers for the admin, newest first, in the list item shape the dashboard reads: status and consent included. */
@Injectable()
export class SubscriberListService {
  constructor(
    private readonly store: SubscriptionsStore,
    private readonly consents: ConsentsStore,
  ) {}

  async page(
    limit: number,
    offset: number,
    filters: SubscriberFilters = {},
  ): Promise<{ items: SubscriberListItem[]; total: number }> {
    const { rows, total } = await this.store.page(limit, offset, filters);
    return { items: await this.withConsents(rows), total };
  }

  /** Every subscriber, a batch at a time, so an export of any size holds one batch in memory. */
  async *all(batchSize = 1_000): AsyncGenerator<SubscriberListItem[]> {
    for await (const rows of this.store.batches(batchSize)) yield this.withConsents(rows);
  }

  private async withConsents(rows: SubscriberRecord[]): Promise<SubscriberListItem[]> {
    const consents = await this.consents.latestNewsletterConsents(rows.map((row) => row.id));
    return rows.map((row) => toSubscriberListItem(row, consents.get(row.id) ?? null));
  }
}
