/**
 * The header of an answer that belongs to one reader (a visitor session, a
 * subscriber's link): no browser cache or proxy may keep or share it.
 */
export const PRIVATE_ANSWER = ['Cache-Control', 'no-store'] as const;
