import type { ArticleCard } from '../../../shared/contracts/content';
import { QUERY_KEYS } from '../../../shared/contracts/query-keys';
import { articleImage, articleItems, DEFAULT_IMAGE, type PageLoader } from '../page-load';
import type { PageHead } from '../../../shared/contracts/page-head';
import { itemList, organization, webSite } from '../structured-data';

export function head(articles: ArticleCard[], siteUrl: string): PageHead {
  return {
    title: 'Hip Hop Culture Newsletter',
    description:
      'The latest hip hop news, this week’s spotlight on five emerging artists, fresh drops and a free newsletter.',
    path: '/',
    type: 'website',
    image: articles[0] ? articleImage(articles[0]) : DEFAULT_IMAGE,
    structuredData: [
      organization(siteUrl),
      webSite(siteUrl),
      itemList(siteUrl, 'Latest stories', articleItems(articles.slice(0, 10))),
    ],
  };
}

export const load: PageLoader = async ({ reads, siteUrl }) => {
  const [articles, spotlight, releases, events, issues] = await Promise.all([
    reads.frontPageArticles(),
    reads.spotlight(undefined),
    reads.releaseList(),
    reads.eventList(),
    reads.newsletterArchive(),
  ]);
  return {
    status: 200,
    queries: [
      { queryKey: QUERY_KEYS.frontPage, data: articles },
      { queryKey: QUERY_KEYS.spotlight(null), data: spotlight },
      { queryKey: QUERY_KEYS.releases, data: releases },
      { queryKey: QUERY_KEYS.events, data: events },
      { queryKey: QUERY_KEYS.newsletterArchive, data: issues },
    ],
    head: head(articles, siteUrl),
  };
};
