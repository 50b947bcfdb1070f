import type { PublicNewsletterView } from '../../../shared/contracts/admin';
import { QUERY_KEYS } from '../../../shared/contracts/query-keys';
import { DEFAULT_IMAGE } from '../page-load';
import { recordPageLoader } from '../record-page';
import type { PageHead } from '../../../shared/contracts/page-head';
import { newsletterIssue } from '../structured-data';

export function head(issue: PublicNewsletterView, siteUrl: string): PageHead {
  return {
    title: issue.title,
    description: issue.description || 'An issue of The Cypher newsletter.',
    path: `/newsletter/${issue.id}`,
    type: 'article',
    image: issue.imageUrl && /^https?:\/\//i.test(issue.imageUrl) ? issue.imageUrl : DEFAULT_IMAGE,
    structuredData: [newsletterIssue(siteUrl, issue)],
  };
}

export const load = recordPageLoader({
  what: 'Newsletter',
  queryKey: QUERY_KEYS.newsletter,
  notFound: {
    title: 'Issue Not Found',
    description: 'An issue of The Cypher newsletter.',
    path: (rawId) => `/newsletter/${rawId}`,
  },
  found: async (id, { reads, siteUrl }) => {
    const issue = await reads.newsletter(id);
    if (!issue) return null;
    return {
      queries: [{ queryKey: QUERY_KEYS.newsletter(issue.id), data: issue }],
      head: head(issue, siteUrl),
    };
  },
});
