/** Spec section 5: what the subscribe form checks before it calls the server (the server checks again). */
export const SUBSCRIBE_FORM_MESSAGES = {
  nameAndEmail: 'Please fill in your first name, last name, and a valid email address.',
  creditChoice: 'Please choose whether you want to participate in our free credit program.',
  phone: 'Please provide your phone number to participate in our credit program.',
  generic: 'Please fill in all required information.',
  missingTitle: 'Missing information',
} as const;

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
