import { useQuery } from '@tanstack/react-query';
import type { ChartSongRunView, ChartWeekView } from '@api/shared/contracts/charts';
import type { ChartEntryView } from '@api/shared/contracts/content';
import { QUERY_KEYS } from '@api/shared/contracts/query-keys';
import { getJson } from '../../../lib/api-client';

/** The latest built week's chart, or the week named. */
export function useChart(week?: string) {
  return useQuery({
    queryKey: week ? QUERY_KEYS.chartWeek(week) : QUERY_KEYS.chart,
    queryFn: () => getJson<ChartEntryView[]>(week ? `/api/charts?week=${encodeURIComponent(week)}` : '/api/charts'),
  });
}

export function useChartWeeks() {
  return useQuery({ queryKey: QUERY_KEYS.chartWeeks, queryFn: () => getJson<ChartWeekView[]>('/api/charts/weeks') });
}

/** A song's run, asked for when its row is opened. */
export function useChartSong(songId: number, enabled: boolean) {
  return useQuery({
    queryKey: QUERY_KEYS.chartSong(songId),
    queryFn: () => getJson<ChartSongRunView>(`/api/charts/songs/${songId}`),
    enabled,
  });
}

export function useArtistChartRuns(artistId: number) {
  return useQuery({
    queryKey: QUERY_KEYS.artistChartRuns(artistId),
    queryFn: () => getJson<ChartSongRunView[]>(`/api/charts/artists/${artistId}`),
  });
}
