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

/** What POST /api/subscriptions/confirm answers: the subscription is active. */
export interface ConfirmAnswer {
  status: 'active';
  /** False when the link had already been used: confirming twice changes nothing. */
  confirmedNow: boolean;
  firstName: string;
}

/** What the unsubscribe page's POST and the one-click POST answer. */
export interface UnsubscribeAnswer {
  status: 'unsubscribed';
  /** The address that left; null when the subscription no longer exists. */
  email: string | null;
}

/** What POST /api/subscriptions/resend-confirmation answers (202), whether or not the address is known. */
export interface ResendConfirmationAnswer {
  message: string;
}
