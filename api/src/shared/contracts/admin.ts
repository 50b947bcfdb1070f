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
  platform: { status: 'ok' | 'degraded'; database: ServiceState; queue: ServiceState };
}

export const NEW_RELEASE_DAYS = 30;
