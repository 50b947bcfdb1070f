import type { ArticleView } from '@api/shared/contracts/content';
import { Markdown } from '../../markdown/lazy-markdown';

/**
 * The story's one markdown body, as readers get it on the article page (and as
 * the editor's preview shows it). The spec's order (long markdown, then short
 * markdown, then content) is kept, and the API maps all three onto the body,
 * so what an editor writes is what this shows.
 */
export function ArticleContent({ article }: { article: Pick<ArticleView, 'longMd' | 'shortMd' | 'content'> }) {
  const body = [article.longMd, article.shortMd, article.content].find((text) => text?.trim());
  if (!body) return <p className="italic text-zinc-300">No content available for this article.</p>;
  return <Markdown source={body} allowHtml />;
}
