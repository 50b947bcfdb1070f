/** Spec section 5: what the subscribe form checks before it calls the server (the server checks again). */
export const SUBSCRIBE_FORM_MESSAGES = {
  nameAndEmail: 'Please fill in your first name, last name, and a valid email address.',
  creditChoice: 'Please choose whether you want to participate in our free credit program.',
  phone: 'Please provide your phone number to participate in our credit program.',
  generic: 'Please fill in all required information.',
  missingTitle: 'Missing information',
  undeliverableEmail:
    'Please enter a valid email address: it needs a full domain after the @, such as name@example.com.',
} as const;

/**
 * Whether mail could reach the address at all: one @, something before it, and
 * a domain of dot-separated labels ending in a top-level name of two letters or
 * more ('tasha@example' has no dot, so no mail server can be found for it).
 * The server's check (class-validator's isEmail, which needs the same dotted
 * domain) agrees on every address this accepts.
 */
export function isDeliverableAddress(email: string): boolean {
  return DELIVERABLE.test(email);
}

const DELIVERABLE = /^[^\s@]+@(?:[a-z\d](?:[a-z\d-]{0,61}[a-z\d])?\.)+[a-z]{2,63}$/i;

export interface SubscribeFormValues {
  firstName: string;
  lastName: string;
  email: string;
  creditProgramParticipation: boolean | null;
  phoneNumber: string;
}

export interface SubscriptionPayload {
  firstName: string;
  lastName: string;
  email: string;
  creditProgramParticipation: boolean;
  phoneNumber?: string;
}

export type SubscribeFormCheck = { ok: true; payload: SubscriptionPayload } | { ok: false; message: string };

/** The first problem in the spec's order, or the payload to send (phone only when joining the credit program). */
export function checkSubscribeForm(values: SubscribeFormValues): SubscribeFormCheck {
  const firstName = values.firstName.trim();
  const lastName = values.lastName.trim();
  const email = values.email.trim();
  if (!firstName || !lastName || !email || !email.includes('@')) {
    return { ok: false, message: SUBSCRIBE_FORM_MESSAGES.nameAndEmail };
  }
  if (!isDeliverableAddress(email)) return { ok: false, message: SUBSCRIBE_FORM_MESSAGES.undeliverableEmail };
  if (values.creditProgramParticipation === null) return { ok: false, message: SUBSCRIBE_FORM_MESSAGES.creditChoice };
  if (!values.creditProgramParticipation) {
    return { ok: true, payload: { firstName, lastName, email, creditProgramParticipation: false } };
  }
  const phoneNumber = values.phoneNumber.trim();
  if (!phoneNumber) return { ok: false, message: SUBSCRIBE_FORM_MESSAGES.phone };
  return { ok: true, payload: { firstName, lastName, email, creditProgramParticipation: true, phoneNumber } };
}

/** The success toast's description. */
export function subscribedDescription(joinedCreditProgram: boolean): string {
  return joinedCreditProgram
    ? "Welcome to The Cypher! You're participating in our free credit program."
    : "Welcome to The Cypher! You're not participating in our free credit program.";
}
