import { countOf } from '@api/shared/domain/plural';
import type { ArticleCard as ArticleCardData } from '@api/shared/contracts/content';
import type { StoryCard } from '@api/shared/contracts/stories';
import { isInDepth, isLongForm } from '@api/shared/domain/reading';
import { relativeArticleTime } from '@api/shared/domain/time-labels';
import { useNow } from '../../../lib/clock';
import { Badge, CategoryBadgeLink } from '../../../components/ui/badge';
import { SafeImage } from '../../../components/ui/safe-image';
import { articleArt } from '../../../lib/artwork';
import { articlePath } from '../../../lib/paths';
import { LinkedHeading } from '../../../components/ui/linked-heading';
import { StorySources } from './story-sources';

/** `eager`: the first card of a list, in view at once, loads its picture first. */
export function ArticleCard({ article, eager = false }: { article: ArticleCardData | StoryCard; eager?: boolean }) {
  const now = useNow();
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-sm border border-zinc-800 bg-zinc-950 transition hover:border-yellow-400">
      <SafeImage
        src={article.imageUrl}
        fallbackSrc={articleArt(article)}
        alt=""
        eager={eager}
        sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
      />
      <div className="flex flex-1 flex-col p-5">
        <div className="flex flex-wrap items-center gap-2">
          <CategoryBadgeLink category={article.category} />
          {isLongForm(article) && <Badge color="yellow">Long-form</Badge>}
          {isInDepth(article) && <Badge outline>In-depth</Badge>}
        </div>
        <p className="mt-3 text-xs font-bold uppercase tracking-wider text-zinc-300">
          <span>{countOf(article.wordCount, 'word')}</span>
          <span aria-hidden="true"> · </span>
          <span>{relativeArticleTime(article.publishedAt, now)}</span>
          {article.author && (
            <>
              <span aria-hidden="true"> · </span>
              <span>{article.author}</span>
            </>
          )}
        </p>
        <LinkedHeading
          as="h2"
          href={articlePath(article.id)}
          className="mt-2 font-display text-2xl uppercase leading-[1.05] tracking-tight text-white"
        >
          {article.title}
        </LinkedHeading>
        <p className="mt-2 line-clamp-3 text-sm text-zinc-300">{article.listExcerpt}</p>
        <StorySources card={article} className="mt-3" />
      </div>
    </article>
  );
}
