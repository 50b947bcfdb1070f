import type { DeskRole } from '../domain/desk-roles';
/** Response shapes of the admin API, imported by the web's admin screens. */

export interface AdminStatsResponse {
  totalSubscribers: number;
  /** Distinct visitor session ids seen in the last 24 hours. */
  dailyVisitors: number;
  creditProgramYes: number;
  creditProgramNo: number;
  /** ISO 8601. */
  lastUpdated: string;
  /** Subscribers who have not confirmed their address yet. */
  pendingSubscribers: number;
  unsubscribed: number;
}

export interface SubscriberListItem {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  creditProgramParticipation: boolean;
  phoneNumber: string | null;
  /** ISO 8601. */
  subscribedAt: string;
  status: SubscriberStatus;
  /** ISO 8601; null until the reader confirms. */
  confirmedAt: string | null;
  /** The newest newsletter consent (granted or withdrawn), or null for rows taken before consents were recorded. */
  newsletterConsent: ConsentSummary | null;
}

export const SUBSCRIBER_STATUSES = ['pending', 'active', 'unsubscribed', 'bounced'] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

export type ConsentPurpose = 'newsletter' | 'credit_program' | 'phone_contact';

export interface ConsentSummary {
  granted: boolean;
  /** Which form or action recorded it: home-subscribe, email-confirmation, one-click, admin-import... */
  form: string;
  /** ISO 8601. */
  recordedAt: string;
}

export interface ConsentRecordView extends ConsentSummary {
  purpose: ConsentPurpose;
  wordingVersion: string;
  ip: string | null;
  userAgent: string | null;
}

export interface EmailDeliveryView {
  kind: string;
  subject: string | null;
  messageId: string;
  status: 'sending' | 'sent' | 'failed' | 'skipped';
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
}

/** Everything stored about one subscriber: the answer to an access request. */
/** One newsletter issue addressed to a subscriber, as their access export lists it. */
export interface NewsletterDeliveryExportView {
  newsletterId: number;
  title: string | null;
  status: 'queued' | 'sending' | 'sent' | 'failed' | 'bounced' | 'skipped';
  attempts: number;
  messageId: string | null;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
}

/** A local copy of an email to the subscriber (the catch-all outbox): what it was, never its body and links. */
export interface OutboxCopyExportView {
  messageId: string | null;
  to: string[];
  subject: string;
  receivedAt: string;
}

export interface SubscriberDataExport {
  exportedAt: string;
  subscriber: SubscriberListItem & { interests: string[]; unsubscribedAt: string | null };
  consents: ConsentRecordView[];
  emails: EmailDeliveryView[];
  newsletters: NewsletterDeliveryExportView[];
  outboxCopies: OutboxCopyExportView[];
  /** The artists they follow and what they chose on their preferences page. */
  following: { artistId: number; followedAt: string }[];
  preferences: { categories: string[]; alerts: boolean };
  /** The visitor sessions (browsers) linked to them, whose reads shape their digest. */
  sessions: { sessionId: string; linkedAt: string }[];
  /** The new-drop alerts owed to them: when each was owed, emailed or withdrawn. */
  releaseAlerts: ReleaseAlertExportView[];
}

export interface ReleaseAlertExportView {
  releaseId: number;
  artistId: number;
  owedAt: string;
  emailedAt: string | null;
  withdrawnAt: string | null;
}

export interface SubscriberImportRow {
  /** 1-based line of the CSV (the header is line 1). */
  line: number;
  email: string;
  result: 'imported' | 'skipped';
  reason?: string;
}

export interface SubscriberImportReport {
  imported: number;
  skipped: number;
  rows: SubscriberImportRow[];
}

export interface OutboxMessageSummary {
  id: number;
  to: string[];
  subject: string;
  /** ISO 8601. */
  receivedAt: string;
}

export interface OutboxMessageView extends OutboxMessageSummary {
  messageId: string | null;
  from: string | null;
  html: string | null;
  text: string | null;
  headers: { name: string; value: string }[];
}

export type ServiceState = 'up' | 'down';

/** What GET /api/health answers (200 when both are up, else 503 with the message). */
export interface HealthReport {
  status: 'ok' | 'degraded';
  database: ServiceState;
  queue: ServiceState;
  /** Names what is down. */
  message?: string;
}

export interface AdminOverviewResponse {
  totalArticles: number;
  /** Artists in the spotlight of the current ISO week. */
  featuredArtists: number;
  /** Releases dated within the last NEW_RELEASE_DAYS days. */
  newReleases: number;
  /** Events dated now or later. */
  upcomingEvents: number;
  newsletters: number;
  /** The ISO week (year-Wnn) the featured count refers to. */
  week: string;
  platform: Omit<HealthReport, 'message'>;
}

export const NEW_RELEASE_DAYS = 30;

/** Events and newsletters as the JSON API sends them (the admin tabs read them). */
export interface EventView {
  id: number;
  title: string;
  location: string;
  /** Comma-separated line-up. */
  artists: string;
  eventDate: string;
  ticketsAvailable: boolean;
  /** The venue's IANA time zone (America/Chicago); UTC when none is known. */
  timeZone: string;
  createdAt: string;
}

import type { NewsletterSegment, NewsletterStatus } from './newsletters';

export interface NewsletterView {
  id: number;
  title: string;
  description: string;
  content: string;
  imageUrl: string | null;
  tags: string[];
  /** Null while the newsletter is an unpublished draft: readers never see it. */
  publishedAt: string | null;
  createdAt: string;
  status: NewsletterStatus;
  scheduledAt: string | null;
  sentAt: string | null;
  /** Recipients snapshotted by the last send; null before any send. */
  recipientCount: number | null;
  segment: NewsletterSegment | null;
}

/** A newsletter as readers get it: the issue itself, without who it was sent to or when the desk plans it. */
export type PublicNewsletterView = Omit<NewsletterView, 'status' | 'scheduledAt' | 'recipientCount' | 'segment'>;

/** The current admin, as GET /api/auth/user and POST /api/auth/login answer. */
export interface AuthUserView {
  id: string;
  username: string | null;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  /** What the member may do; the server checks it on every admin call, the web hides what it cannot use. */
  role: DeskRole;
}

/** What POST /api/auth/logout answers once the session is gone. */
export interface LoggedOut {
  success: true;
}

/** What an admin's unsubscribe of one subscriber answers. */
export interface AdminUnsubscribeAnswer {
  status: 'unsubscribed';
}

/** What an admin's resend of the confirmation email answers (202). */
export interface AdminResendAnswer {
  queued: true;
}

/** A member of the editorial desk as the Team tab lists them. */
export interface TeamMemberView {
  id: string;
  email: string | null;
  username: string | null;
  firstName: string | null;
  role: DeskRole;
  /** 'invited' until they set a password through their invitation. */
  status: 'active' | 'invited';
  /** ISO 8601. */
  createdAt: string;
}

/** What POST /api/auth/password-reset and POST /api/auth/password answer. */
export interface TeamNotice {
  message: string;
}
