import type { SignalAccepted } from '@api/shared/contracts/signals';
import { apiRequest } from './api-client';
import { getSessionId } from './session-id';

/** One page view for the admin's 'Daily Visitors'. Fire and forget: a failure never reaches the reader. */
export function reportVisit(path: string): void {
  apiRequest<SignalAccepted>('POST', '/api/visits', { sessionId: getSessionId(), path }).catch(() => undefined);
}
