import type { ChartWeekView } from '../../../shared/contracts/charts';
import type { ChartEntryView } from '../../../shared/contracts/content';
import { QUERY_KEYS } from '../../../shared/contracts/query-keys';
import { chartPageWords } from '../../../shared/domain/charts/chart-page-words';
import { DEFAULT_IMAGE, type PageLoader } from '../page-load';
import type { PageHead } from '../../../shared/contracts/page-head';
import { musicPlaylist } from '../structured-data';

export function head(chart: ChartEntryView[], siteUrl: string, week: string | null, path: string): PageHead {
  const { title, description } = chartPageWords(week);
  return {
    title,
    description,
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
    head: head(chart, siteUrl, null, '/charts'),
  };
};
