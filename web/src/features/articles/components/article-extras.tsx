import { useArticleContext } from '../api/articles';
import { ArtistChips } from './artist-chips';
import { RelatedStories } from './related-stories';

/** The artists a story names and the stories related to it; both stay out of the way while loading or failed. */
export function ArticleExtras({ articleId }: { articleId: number }) {
  // The article page's one read of its surroundings, shared with 'More from …' (one request, one cache entry).
  const related = useArticleContext(articleId).data?.related;
  if (!related) return null;
  return (
    <>
      <ArtistChips artists={related.artists} />
      <RelatedStories stories={related.related} />
    </>
  );
}
