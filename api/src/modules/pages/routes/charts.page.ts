import type { ChartWeekView } from '../../../shared/contracts/charts';
import type { ChartEntryView } from '../../../shared/contracts/content';
import { QUERY_KEYS } from '../../../shared/contracts/query-keys';
import { weekBadgeLabel } from '../../../shared/domain/iso-week';
import { DEFAULT_IMAGE, type PageLoader } from '../page-load';
import type { PageHead } from '../../../shared/contracts/page-head';
import { musicPlaylist } from '../structured-data';

export function head(chart: ChartEntryView[], siteUrl: string, week: string | null, path: string): PageHead {
  const title = week ? `Hip Hop Chart, ${weekBadgeLabel(week)}` : 'Hip Hop Chart';
  return {
    title,
    description: `The hip hop chart${week ? ` for ${weekBadgeLabel(week)}` : ''}: where every song stands and how it moved.`,
    path,
    type: 'website',
    image: DEFAULT_IMAGE,
    structuredData: [
      musicPlaylist(
        siteUrl,
        title,
        path,
        chart.map((entry) => ({
          path: `${path}#chart-${entry.position}`,
          name: entry.songTitle,
          byArtist: entry.artist,
        })),
      ),
    ],
  };
}

export const load: PageLoader = async ({ reads, siteUrl }) => {
  const [chart, weeks]: [ChartEntryView[], ChartWeekView[]] = await Promise.all([reads.chart(), reads.chartWeeks()]);
  return {
    status: 200,
    queries: [
      { queryKey: QUERY_KEYS.chart, data: chart },
      { queryKey: QUERY_KEYS.chartWeeks, data: weeks },
    ],
    head: head(chart, siteUrl, chart[0]?.week ?? null, '/charts'),
  };
};
