import { useQuery } from '@tanstack/react-query';
import type { ChartEntryView } from '@api/shared/contracts/content';
import { getJson } from '../../../lib/api-client';

export const chartMoveKeys = {
  session: (sessionId: string) => ['/api/personalization/chart-moves', sessionId] as const,
};

/** The songs of the artists the session follows on the newest weekly chart, top position first. */
export function useFollowedChartMoves(sessionId: string) {
  return useQuery({
    queryKey: chartMoveKeys.session(sessionId),
    queryFn: () =>
      getJson<ChartEntryView[]>(`/api/personalization/chart-moves?sessionId=${encodeURIComponent(sessionId)}`, {
        fresh: true,
      }),
  });
}
