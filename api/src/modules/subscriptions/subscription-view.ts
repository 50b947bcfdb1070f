import { isoDate } from '../../http/iso-date';
import type { SubscriptionView } from '../../shared/contracts/subscriptions';
import type { Subscription } from './subscription.entity';

export function toSubscriptionView(subscription: Subscription): SubscriptionView {
  return {
    id: subscription.id,
    email: subscription.email,
    firstName: subscription.firstName,
    lastName: subscription.lastName,
    phoneNumber: subscription.phoneNumber,
    interests: subscription.interests,
    isActive: subscription.isActive,
    creditProgramParticipation: subscription.creditProgramParticipation,
    createdAt: isoDate(subscription.createdAt),
  };
}
