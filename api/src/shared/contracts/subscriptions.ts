/**
 * What POST /api/subscriptions answers (201): the request's own fields and a
 * message, nothing read from the database. A new, a pending and a confirmed
 * address get the same answer, so the form cannot tell a stranger who
 * subscribes; the address's owner learns what happened by email.
 */
export interface SubscribeAnswer {
  message: string;
  email: string;
  firstName: string;
  lastName: string;
  creditProgramParticipation: boolean;
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
