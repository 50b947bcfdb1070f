/**
 * Who ranked a reader's recommendations. Without an AI model configured the
 * worker ranks them itself with its local rules, under this name; the site
 * says 'AI' only when a model really did.
 */
export const LOCAL_RANKING_MODEL = 'local-v1';

/** Stories about the artists a reader follows lead their list under this name: picked by the follow, not ranked by a model. */
export const FOLLOWED_ARTISTS_MODEL = 'follows-v1';

/** True when an AI model (not the local rules, not a follow) ranked this recommendation. */
export function rankedByAi(aiModel: string | null | undefined): boolean {
  return Boolean(aiModel) && aiModel !== LOCAL_RANKING_MODEL && aiModel !== FOLLOWED_ARTISTS_MODEL;
}

/** The personalised page's heading for a list ranked by these models. */
export function personalizationHeading(models: readonly string[]): string {
  return models.some(rankedByAi) ? 'AI-Powered Personalization' : 'Personalized for you';
}
