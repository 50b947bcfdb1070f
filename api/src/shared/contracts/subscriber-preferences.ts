import type { ArticleCategory } from '../domain/categories';

/** What PUT /api/subscriptions/preferences?token= takes, and the heart of what GET answers. */
export interface SubscriberPreferencesBody {
  /** Ids of the artists the subscriber follows. */
  follows: number[];
  /** Story categories they want most; none means all of them. */
  categories: ArticleCategory[];
  /** New-drop alerts on top of the weekly digest; false is the weekly digest only. */
  alerts: boolean;
}

/** GET answers the body plus what the page shows: whose preferences they are and the followed artists' names. */
export interface SubscriberPreferencesView extends SubscriberPreferencesBody {
  email: string;
  followedArtists: { artistId: number; name: string }[];
}

/** The 401 of a preferences link that is not valid or has expired: the page shows it above the form that emails a fresh link. */
export const PREFERENCES_LINK_MESSAGES = {
  invalid: 'This preferences link is not valid. Enter your address below and we will email you a fresh one.',
  expired:
    'This preferences link has expired (links work for 30 days). Enter your address below and we will email you a fresh one.',
} as const;
