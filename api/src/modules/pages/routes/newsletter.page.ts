import type { PublicNewsletterView } from '../../../shared/contracts/admin';
import { QUERY_KEYS } from '../../../shared/contracts/query-keys';
import { parsePageId } from '../../../shared/domain/page-id';
import { DEFAULT_IMAGE, missingPage, missingRecord, type PageLoader } from '../page-load';
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

export const load: PageLoader = async ({ reads, siteUrl, params }) => {
  const id = parsePageId(params.id);
  const issue = id === null ? null : await reads.newsletter(id);
  if (!issue) {
    return missingPage(
      'Issue Not Found',
      'An issue of The Cypher newsletter.',
      `/newsletter/${params.id}`,
      missingRecord(id, QUERY_KEYS.newsletter, 'Newsletter'),
    );
  }
  return {
    status: 200,
    queries: [{ queryKey: QUERY_KEYS.newsletter(issue.id), data: issue }],
    head: head(issue, siteUrl),
  };
};
