import { isStorableText } from '../../../http/input-limits';
import type { ArticleCard } from '../../../shared/contracts/content';
import { QUERY_KEYS } from '../../../shared/contracts/query-keys';
import { articleImage, articleItems, DEFAULT_IMAGE, missingPage, type PageLoader } from '../page-load';
import type { PageHead } from '../../../shared/contracts/page-head';
import { itemList } from '../structured-data';

export function head(shown: ArticleCard[], tag: string, siteUrl: string): PageHead {
  return {
    title: `Tagged ${tag}`,
    description: `Hip hop stories tagged ${tag} on The Cypher, newest first.`,
    path: `/tag/${encodeURIComponent(tag)}`,
    type: 'website',
    image: shown[0] ? articleImage(shown[0]) : DEFAULT_IMAGE,
    structuredData: [itemList(siteUrl, `Tagged ${tag}`, articleItems(shown))],
  };
}

export const load: PageLoader = async ({ reads, siteUrl, params }) => {
  const tag = params.tag.trim().slice(0, 100);
  // No article can carry a tag holding a NUL or half a surrogate pair, and Postgres refuses to compare one.
  if (!tag || !isStorableText(tag)) {
    return missingPage('Tag Not Found', 'Hip hop news and culture on The Cypher.', `/tag/${params.tag}`, []);
  }
  const feed = await reads.articleFeed({ tag });
  return {
    status: 200,
    queries: [{ queryKey: QUERY_KEYS.articleFeed({ tag }), data: feed }],
    head: head(feed.pages[0].items, tag, siteUrl),
  };
};
