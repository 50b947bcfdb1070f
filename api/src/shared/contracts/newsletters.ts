/** Where a newsletter is in its sending lifecycle; publication on the site is its publishedAt. */
export const NEWSLETTER_STATUSES = ['draft', 'scheduled', 'sending', 'sent', 'cancelled'] as const;
export type NewsletterStatus = (typeof NEWSLETTER_STATUSES)[number];

/** Which active subscribers a send reaches; an empty segment means all of them. */
export interface NewsletterSegment {
  /** true: only credit-program participants; false: only non-participants. */
  creditProgram?: boolean;
  /** Subscribers with at least one of these interests. */
  interests?: string[];
}

/** Above this many recipients a send must name its count (`confirmCount`), so a slip cannot mail everyone. */
export const CONFIRM_SEND_ABOVE = 1_000;

/** GET /api/admin/newsletters/:id/recipients: who a send to this segment would reach now. */
export interface NewsletterRecipients {
  segment: NewsletterSegment;
  /** Active subscribers in the segment this newsletter has not reached yet: whom the send's snapshot adds. */
  count: number;
  /** True when the send must carry `confirmCount` equal to `count`. */
  confirmationRequired: boolean;
}

/** The answer of POST /api/admin/newsletters/:id/send. */
export interface NewsletterSendAccepted {
  jobId: string;
  /** Active subscribers of the segment this newsletter had not reached yet, when the send was asked for. */
  recipients: number;
  scheduledAt: string;
}

/** GET /api/admin/newsletters/:id/deliveries: the recipients of the last send by outcome. */
export interface NewsletterDeliveryStats extends NewsletterDeliveryCounts {
  status: NewsletterStatus;
}

/** The recipients of a send, counted by where each delivery stands. */
export interface NewsletterDeliveryCounts {
  total: number;
  queued: number;
  sent: number;
  failed: number;
  bounced: number;
  skipped: number;
}

/** The email exactly as it goes out, for the editor's preview frame. */
export interface NewsletterPreview {
  subject: string;
  html: string;
  text: string;
}

export const MAX_TEST_RECIPIENTS = 5;
export const TEST_SUBJECT_PREFIX = '[TEST] ';
