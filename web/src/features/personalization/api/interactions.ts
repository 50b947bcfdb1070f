import type { InteractionType, SignalAccepted } from '@api/shared/contracts/signals';
import { apiRequest } from '../../../lib/api-client';
import { getSessionId } from '../../../lib/session-id';

/**
 * Fire and forget: a failed signal is only logged, it never
 * bothers the reader or blocks the navigation.
 */
export function logInteraction(
  articleId: number,
  interactionType: InteractionType,
  metadata?: Record<string, unknown>,
): void {
  apiRequest<SignalAccepted>('POST', '/api/personalization/interaction', {
    articleId,
    interactionType,
    sessionId: getSessionId(),
    ...(metadata ? { metadata } : {}),
  }).catch((error: unknown) => console.warn('interaction not recorded:', error));
}

/**
 * 'Read Article' logs its own view (with the recommendation's metadata) before
 * opening the article; the article page then skips its generic view so one
 * reading counts once.
 */
const viewsLoggedByCaller = new Set<number>();

export function markViewLogged(articleId: number): void {
  viewsLoggedByCaller.add(articleId);
}

export function takeViewLogged(articleId: number): boolean {
  return viewsLoggedByCaller.delete(articleId);
}
