import type { ArticleView } from '@api/shared/contracts/content';
import { ARTICLE_CATEGORY_LABELS, isArticleCategory } from '@api/shared/domain/categories';
import { useArticleContext } from '../api/articles';
import { StoryTile } from './story-tile';

/** Stories to read next (the server picks them: the same category first, then the newest of the rest). */
export function MoreStories({ article }: { article: ArticleView }) {
  const { data } = useArticleContext(article.id);
  const stories = data?.moreStories ?? [];
  if (stories.length === 0) return null;
  const label = isArticleCategory(article.category) ? ARTICLE_CATEGORY_LABELS[article.category] : 'The Cypher';
  return (
    <section aria-labelledby="more-stories" className="border-t border-zinc-800 bg-zinc-950">
      <div className="mx-auto max-w-6xl px-4 py-12">
        <h2
          id="more-stories"
          className="font-display text-3xl uppercase leading-none tracking-tight text-white sm:text-4xl"
        >
          More from {label}
        </h2>
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {stories.map((story) => (
            <li key={story.id}>
              <StoryTile story={story} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
