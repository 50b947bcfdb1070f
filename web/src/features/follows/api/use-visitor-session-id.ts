import { useEffect, useState } from 'react';
import { getSessionId } from '../../../lib/session-id';

/**
 * The visitor's session id once the page runs in the browser, null before:
 * server-rendered pages hydrate with the same markup and learn the id after.
 */
export function useVisitorSessionId(): string | null {
  const [sessionId, setSessionId] = useState<string | null>(null);
  useEffect(() => setSessionId(getSessionId()), []);
  return sessionId;
}
