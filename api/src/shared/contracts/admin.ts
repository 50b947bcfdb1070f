/** Response shapes of the admin API, imported by the web's admin screens. */

export interface AdminStatsResponse {
  totalSubscribers: number;
  /** Distinct visitor session ids seen in the last 24 hours. */
  dailyVisitors: number;
  creditProgramYes: number;
  creditProgramNo: number;
  /** ISO 8601. */
  lastUpdated: string;
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
  createdAt: string;
}

export interface NewsletterView {
  id: number;
  title: string;
  description: string;
  content: string;
  imageUrl: string | null;
  tags: string[];
  publishedAt: string | null;
  createdAt: string;
}

/** The current admin, as GET /api/auth/user and POST /api/auth/login answer. */
export interface AuthUserView {
  id: string;
  username: string | null;
  firstName: string | null;
  lastName: string | null;
}

/** What POST /api/auth/logout answers once the session is gone. */
export interface LoggedOut {
  success: true;
}
