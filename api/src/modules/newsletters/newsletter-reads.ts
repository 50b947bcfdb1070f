import { NotFoundException } from '@nestjs/common';
import type { ListQueryDto, Page } from '../../http/list-query.dto';
import type { PublicNewsletterView } from '../../shared/contracts/admin';
import { toPublicNewsletterView } from './newsletter-view';
import type { NewslettersService } from './newsletters.service';

// The public reads of the archive, one function each: GET /api/newsletters and the pages the server
// renders both call them, so a page carries exactly what the API answers.

/** Published issues, newest first; drafts and scheduled issues are the desk's. */
export async function publishedIssues(
  newsletters: NewslettersService,
  query: ListQueryDto,
): Promise<Page<PublicNewsletterView>> {
  const page = await newsletters.listPublished(query);
  return { ...page, items: page.items.map(toPublicNewsletterView) };
}

/** The web version of one published issue. */
export async function publishedIssue(newsletters: NewslettersService, id: number): Promise<PublicNewsletterView> {
  const issue = await newsletters.findPublished(id);
  if (!issue) throw new NotFoundException(`Newsletter ${id} was not found.`);
  return toPublicNewsletterView(issue);
}
