import type { RecognitionView } from '@api/shared/contracts/recognition';
import { apiRequest } from '../../../lib/api-client';

/**
 * Hands the server the token of the email link this page was opened with; the answer sets the cookie.
 * A file of its own: every page carries it, while the hooks around recognition load with the screens that show it.
 */
export function recogniseBrowser(token: string, sessionId: string): Promise<RecognitionView> {
  return apiRequest<RecognitionView>('POST', '/api/subscriptions/recognition', { token, sessionId });
}
