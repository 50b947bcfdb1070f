import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSearch } from 'wouter';
import { RECOGNITION_LINK_PARAM } from '@api/shared/contracts/recognition';
import { useVisitorSessionId } from '../../follows/api/use-visitor-session-id';
import { recogniseBrowser } from '../api/recognise-browser';

/**
 * A page opened from one of our emails carries `?st=`: the token leaves the
 * address bar (and so the history, bookmarks and shared links) at once, then
 * goes to the server, which sets the cookie that recognises this browser.
 * Answers kept for the anonymous reader are refetched as the subscriber's.
 */
export default function LinkRecognition() {
  const search = useSearch();
  const sessionId = useVisitorSessionId();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (sessionId === null) return;
    const params = new URLSearchParams(window.location.search);
    const token = params.get(RECOGNITION_LINK_PARAM);
    if (!token) return;
    params.delete(RECOGNITION_LINK_PARAM);
    const query = params.toString();
    window.history.replaceState(
      window.history.state,
      '',
      `${window.location.pathname}${query ? `?${query}` : ''}${window.location.hash}`,
    );
    // A refused token (old, forged, unsubscribed) leaves the reader anonymous: the page they asked for still shows.
    void recogniseBrowser(token, sessionId)
      .catch(() => undefined)
      .then(() => queryClient.invalidateQueries());
  }, [search, sessionId, queryClient]);

  return null;
}
