import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { sessionStartedOnThisPage } from '../../../lib/session-id';
import { errorMessage } from '../../../lib/api-error';
import { useVisitorSessionId } from '../../follows/api/use-visitor-session-id';
import { followKeys } from '../../follows/api/follows';
import { recommendationKeys } from '../../personalization/api/recommendations';
import { useNotMe, useRecognition } from '../api/recognition';

/**
 * 'Recognised as a***@example.com · Not me': shown while this browser counts
 * as a subscriber, so a reader at a shared or borrowed screen can undo it.
 */
export function RecognisedAs() {
  const sessionId = useVisitorSessionId();
  const recognition = useRecognition(sessionId);
  const notMe = useNotMe(sessionId);
  const queryClient = useQueryClient();
  const recognised = recognition.data?.recognised === true;

  // A session this page just made was assumed to follow nothing; recognised, it follows what the subscriber does.
  useEffect(() => {
    if (!recognised || sessionId === null || !sessionStartedOnThisPage()) return;
    void queryClient.invalidateQueries({ queryKey: followKeys.session(sessionId) });
    void queryClient.invalidateQueries({ queryKey: recommendationKeys.session(sessionId) });
  }, [recognised, sessionId, queryClient]);

  if (!recognition.data?.recognised) return null;
  return (
    <div className="flex flex-wrap items-center gap-x-2 gap-y-1 rounded border border-zinc-700 bg-zinc-900 px-3 py-2 text-sm text-zinc-200">
      <p>
        Recognised as <strong className="text-white">{recognition.data.email}</strong>
        <span aria-hidden="true"> · </span>
      </p>
      <button
        type="button"
        onClick={() => notMe.mutate()}
        disabled={notMe.isPending}
        className="font-bold text-yellow-300 underline underline-offset-2 hover:text-yellow-200 focus-visible:outline-2 focus-visible:outline-yellow-400"
      >
        Not me
      </button>
      {notMe.isError && (
        <p role="alert" className="w-full font-bold text-red-300">
          {errorMessage(notMe.error, 'This browser could not forget you. Please try again.')}
        </p>
      )}
    </div>
  );
}
