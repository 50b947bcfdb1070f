import type { PublicNewsletterView } from '../../../shared/contracts/admin';
import { QUERY_KEYS } from '../../../shared/contracts/query-keys';
import { DEFAULT_IMAGE, type PageLoader } from '../page-load';
import type { PageHead } from '../../../shared/contracts/page-head';
import { itemList } from '../structured-data';

export function head(issues: PublicNewsletterView[], siteUrl: string): PageHead {
  return {
    title: 'Newsletter Archive',
    description: 'Every issue of The Cypher newsletter, newest first.',
    path: '/newsletters',
    type: 'website',
    image: DEFAULT_IMAGE,
    structuredData: [
      itemList(
        siteUrl,
        'Newsletter Archive',
        issues.map((issue) => ({ path: `/newsletter/${issue.id}`, name: issue.title })),
      ),
    ],
  };
}

export const load: PageLoader = async ({ reads, siteUrl }) => {
  const issues = await reads.newsletterArchive();
  return {
    status: 200,
    queries: [{ queryKey: QUERY_KEYS.newsletterArchive, data: issues }],
    head: head(issues, siteUrl),
  };
};
