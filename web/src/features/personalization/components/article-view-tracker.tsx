import { useEffect } from 'react';
import { useRoute } from 'wouter';
import { logInteraction, takeViewLogged } from '../api/interactions';

/**
 * Reading an article from anywhere counts as a 'view' for the reader's
 * recommendations. Lives beside the routes so no screen has to remember it;
 * skips the view that 'Read Article' already logged with its own metadata.
 */
export function ArticleViewTracker() {
  const [onArticle, params] = useRoute('/article/:id');
  const raw = onArticle ? params.id : undefined;
  useEffect(() => {
    if (!raw || !/^\d{1,9}$/.test(raw)) return;
    const articleId = Number(raw);
    if (articleId < 1 || takeViewLogged(articleId)) return;
    logInteraction(articleId, 'view', { source: 'article_page' });
  }, [raw]);
  return null;
}
