import { QUERY_KEYS } from '../../../shared/contracts/query-keys';
import { parseIsoWeek } from '../../../shared/domain/iso-week';
import { missingPage, type PageLoader } from '../page-load';
import { head } from './charts.page';

// A week's page reads like the latest one, with its week in the title and address.
export { head };

/** /charts/:week: a built week's chart; a week never built (or no week at all) is a 404 page. */
export const load: PageLoader = async ({ reads, siteUrl, params }) => {
  const week = params.week;
  const weeks = await reads.chartWeeks();
  if (!parseIsoWeek(week) || !weeks.some((built) => built.week === week)) {
    const why = parseIsoWeek(week) ? `404: No chart was built for ${week}.` : `400: ${week} is not an ISO week.`;
    return missingPage('Chart Not Found', 'The weekly hip hop chart on The Cypher.', `/charts/${week}`, [
      { queryKey: QUERY_KEYS.chartWeek(week), error: why },
      { queryKey: QUERY_KEYS.chartWeeks, data: weeks },
    ]);
  }
  const chart = await reads.chart(week);
  return {
    status: 200,
    queries: [
      { queryKey: QUERY_KEYS.chartWeek(week), data: chart },
      { queryKey: QUERY_KEYS.chartWeeks, data: weeks },
    ],
    head: head(chart, siteUrl, week, `/charts/${week}`),
  };
};
