/**
 * The words a reader agrees to, each with a version. A consent record stores
 * the version, so the proof says exactly what was shown; change the text and
 * the version together.
 */
export const CONSENT_WORDING = {
  newsletter: {
    version: 'newsletter-v1',
    text: 'Send me The Cypher newsletter by email. I can unsubscribe with one click from any email.',
  },
  credit_program: {
    version: 'credit-program-v1',
    text: 'I want to join the free credit program.',
  },
  phone_contact: {
    version: 'phone-contact-v1',
    text: 'The Cypher may call me at this number about the credit program.',
  },
} as const;

/** Where a consent was given or withdrawn. */
export const CONSENT_FORMS = {
  homeSubscribe: 'home-subscribe',
  emailConfirmation: 'email-confirmation',
  oneClick: 'one-click',
  unsubscribePage: 'unsubscribe-page',
  admin: 'admin',
  adminImport: 'admin-import',
} as const;
