import { isoDate } from '../../http/iso-date';
import type { SubscriptionView } from '../../shared/contracts/subscriptions';
import type { SubscriberRecord } from './subscriber-record';

/** What POST /api/subscriptions answers: the stored row in the shape the public API has always had. */
export function toSubscriptionView(row: SubscriberRecord): SubscriptionView {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    phoneNumber: row.phoneNumber,
    interests: row.interests,
    isActive: row.isActive,
    creditProgramParticipation: row.creditProgramParticipation,
    createdAt: isoDate(new Date(row.createdAt)),
  };
}
