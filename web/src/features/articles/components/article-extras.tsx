import { useArticleRelated } from '../api/article-related';
import { ArtistChips } from './artist-chips';
import { RelatedStories } from './related-stories';

/** The artists a story names and the stories related to it; both stay out of the way while loading or failed. */
export function ArticleExtras({ articleId }: { articleId: number }) {
  const { data } = useArticleRelated(articleId);
  if (!data) return null;
  return (
    <>
      <ArtistChips artists={data.artists} />
      <RelatedStories stories={data.related} />
    </>
  );
}
