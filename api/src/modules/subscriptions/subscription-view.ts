import type { SubscriberRecord } from './subscriber-lifecycle.store';

/** What POST /api/subscriptions answers: the stored row in the shape the public API has always had. */
export interface SubscriptionView {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  phoneNumber: string | null;
  interests: string[];
  isActive: boolean;
  creditProgramParticipation: boolean;
  createdAt: string;
}

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
    createdAt: new Date(row.createdAt).toISOString(),
  };
}
