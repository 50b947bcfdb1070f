/**
 * What the news scraper does with a new story from a source: `publish` it at
 * once (the default, as before sources had a policy) or land it as a draft in
 * the admin's review queue (`review`).
 */
export const REVIEW_POLICIES = ['publish', 'review'] as const;
export type ReviewPolicy = (typeof REVIEW_POLICIES)[number];
export const DEFAULT_REVIEW_POLICY: ReviewPolicy = 'publish';
