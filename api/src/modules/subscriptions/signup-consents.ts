import { CONSENT_FORMS, CONSENT_WORDING } from '../../shared/domain/consent-wording';
import type { ConsentEntry } from '../consents/consents.store';

/**
 * What a reader agrees to on the subscribe form: the newsletter always, the
 * credit program yes or no, and being called when they join it and leave a
 * number (the form asks for the number for exactly that).
 */
export function signupConsents(
  input: { creditProgramParticipation: boolean; phoneNumber: string | null },
  form: string = CONSENT_FORMS.homeSubscribe,
): ConsentEntry[] {
  const joined = input.creditProgramParticipation;
  return [
    { purpose: 'newsletter', granted: true, form, wordingVersion: CONSENT_WORDING.newsletter.version },
    { purpose: 'credit_program', granted: joined, form, wordingVersion: CONSENT_WORDING.credit_program.version },
    {
      purpose: 'phone_contact',
      granted: joined && Boolean(input.phoneNumber),
      form,
      wordingVersion: CONSENT_WORDING.phone_contact.version,
    },
  ];
}
