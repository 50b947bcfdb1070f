import { Injectable } from '@nestjs/common';
import type { SubscriberListItem } from '../../shared/contracts/admin';
import { SubscriptionsStore } from './subscriptions.store';

/** Subscribers for the admin, newest first, in the list item shape the dashboard reads. */
@Injectable()
export class SubscriberListService {
  constructor(private readonly store: SubscriptionsStore) {}

  page(limit: number, offset: number): Promise<{ items: SubscriberListItem[]; total: number }> {
    return this.store.page(limit, offset);
  }

  /** Every subscriber, a batch at a time, so an export of any size holds one batch in memory. */
  all(batchSize = 1_000): AsyncGenerator<SubscriberListItem[]> {
    return this.store.batches(batchSize);
  }
}
