import { QUERY_KEYS } from '../../../shared/contracts/query-keys';
import { DEFAULT_IMAGE, type LoadedPage, type PageRequest } from '../page-load';
import type { PageHead } from '../../../shared/contracts/page-head';

export const head: PageHead = {
  title: 'Page Not Found',
  description: 'This page does not exist on The Cypher. Search the stories or start from the latest.',
  path: '/',
  type: 'website',
  image: DEFAULT_IMAGE,
  structuredData: [],
  noIndex: true,
};

/** The screen for an address nothing lives at: the latest stories to go on from, with status 404. */
export async function load({ reads }: Pick<PageRequest, 'reads'>): Promise<LoadedPage> {
  return { status: 404, queries: [{ queryKey: QUERY_KEYS.articles, data: await reads.articleList() }], head };
}
