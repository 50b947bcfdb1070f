import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useRoute } from 'wouter';
import { QUERY_KEYS } from '@api/shared/contracts/query-keys';
import { whenIdle } from '../../../lib/when-idle';
import { logInteraction, takeViewLogged } from '../api/interactions';

/**
 * Reading an article from anywhere counts as a 'view' for the reader's
 * recommendations. Lives beside the routes so no screen has to remember it;
 * skips the view that 'Read Article' already logged with its own metadata.
 */
export function ArticleViewTracker() {
  // A story opens at /article/:id and at its slug's address alike.
  const [onArticle, params] = useRoute('/article/:id/:slug?');
  const raw = onArticle ? params.id : undefined;
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!raw || !/^\d{1,9}$/.test(raw)) return;
    const articleId = Number(raw);
    // A story the server already found missing (its page came with the 404) is no view.
    if (queryClient.getQueryState(QUERY_KEYS.article(articleId))?.status === 'error') return;
    if (articleId < 1 || takeViewLogged(articleId)) return;
    // Sent when the browser is idle: nothing on screen waits for it.
    whenIdle(() => logInteraction(articleId, 'view', { source: 'article_page' }));
  }, [raw, queryClient]);
  return null;
}
