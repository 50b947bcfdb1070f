import type { ChartEntryView } from '../../../shared/contracts/content';
import { QUERY_KEYS } from '../../../shared/contracts/query-keys';
import { DEFAULT_IMAGE, type PageLoader } from '../page-load';
import type { PageHead } from '../../../shared/contracts/page-head';
import { itemList } from '../structured-data';

export function head(chart: ChartEntryView[], siteUrl: string): PageHead {
  return {
    title: 'Streaming Chart',
    description: 'The hip hop streaming chart: where every song stands this week and how it moved.',
    path: '/charts',
    type: 'website',
    image: DEFAULT_IMAGE,
    structuredData: [
      itemList(
        siteUrl,
        'Streaming Chart',
        chart.map((entry) => ({
          path: `/charts#chart-${entry.position}`,
          name: `${entry.songTitle} by ${entry.artist}`,
        })),
      ),
    ],
  };
}

export const load: PageLoader = async ({ reads, siteUrl }) => {
  const chart = await reads.chart();
  return { status: 200, queries: [{ queryKey: QUERY_KEYS.chart, data: chart }], head: head(chart, siteUrl) };
};
