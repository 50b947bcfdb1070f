/** What POST /api/subscriptions answers (201): the stored subscription. */
export interface SubscriptionView {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  phoneNumber: string | null;
  interests: string[];
  isActive: boolean;
  creditProgramParticipation: boolean;
  /** ISO 8601. */
  createdAt: string;
}
