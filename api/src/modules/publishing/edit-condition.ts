import { AsyncLocalStorage } from 'node:async_hooks';
import type { HttpException } from '@nestjs/common';
import type { PublicationStatus } from '../../shared/domain/publication-status';

/** A status the row must have, for this request's edit to be made, and the refusal when it has not. */
export interface EditCondition {
  status: PublicationStatus;
  refusal: HttpException;
}

const conditions = new AsyncLocalStorage<EditCondition>();

/**
 * Runs `work` (a handler) with its edits allowed only while the row has
 * `condition.status`. Who may edit what is decided before the handler runs
 * (an author: drafts only), but the row can change between that check and the
 * write; the publishing service checks again under the write's own lock.
 */
export function withEditCondition<T>(condition: EditCondition, work: () => T): T {
  return conditions.run(condition, work);
}

/** The condition the current request's edits are under; none outside such a request. */
export function currentEditCondition(): EditCondition | undefined {
  return conditions.getStore();
}
