import { Link } from 'wouter';
import type { ArticleCard } from '@api/shared/contracts/content';
import { readTimeLabel } from '@api/shared/domain/reading';
import { relativeArticleTime } from '@api/shared/domain/time-labels';
import { useNow } from '../../../lib/clock';
import { CategoryBadge } from '../../../components/ui/badge';
import { SafeImage } from '../../../components/ui/safe-image';
import { articleArt } from '../../../lib/artwork';
import { articlePath } from '../../../lib/paths';
import { LinkedHeading } from '../../../components/ui/linked-heading';

/** The picture of a story, linking to it; hidden from the keyboard and screen readers, the title link says it all. */
export function StoryPicture({
  article,
  aspect = '16 / 9',
  eager = false,
  sizes = '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw',
  className = '',
}: {
  article: ArticleCard;
  aspect?: string;
  eager?: boolean;
  /** How wide the picture is shown (an `<img sizes>` value). */
  sizes?: string;
  className?: string;
}) {
  return (
    <Link
      href={articlePath(article.id)}
      tabIndex={-1}
      aria-hidden="true"
      className={`group/picture block overflow-hidden ${className}`}
    >
      <SafeImage
        src={article.imageUrl}
        fallbackSrc={articleArt(article)}
        alt=""
        aspect={aspect}
        eager={eager}
        sizes={sizes}
        imgClassName="transition duration-500 group-hover/picture:scale-[1.03]"
      />
    </Link>
  );
}

/** Category, time and read time in one quiet line. */
export function StoryMeta({ article, withReadTime = true }: { article: ArticleCard; withReadTime?: boolean }) {
  const now = useNow();
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <CategoryBadge category={article.category} />
      <span className="text-xs font-bold uppercase tracking-wider text-zinc-400">
        {relativeArticleTime(article.publishedAt, now)}
        {withReadTime && (
          <>
            <span aria-hidden="true"> · </span>
            {readTimeLabel(article.wordCount)}
          </>
        )}
      </span>
    </div>
  );
}

/** A story as a card: picture on top, then meta, title and (optionally) the opening lines. */
export function StoryCard({
  article,
  headingLevel = 3,
  size = 'standard',
  withExcerpt = true,
}: {
  article: ArticleCard;
  headingLevel?: 2 | 3;
  size?: 'large' | 'standard';
  withExcerpt?: boolean;
}) {
  const large = size === 'large';
  return (
    <article className="flex h-full flex-col">
      <StoryPicture article={article} className="rounded-sm" />
      <div className="mt-4">
        <StoryMeta article={article} />
      </div>
      <LinkedHeading
        as={headingLevel === 2 ? 'h2' : 'h3'}
        href={articlePath(article.id)}
        className={`mt-2 font-display uppercase leading-[1.02] tracking-tight text-white ${large ? 'text-3xl sm:text-4xl' : 'text-2xl'}`}
      >
        {article.title}
      </LinkedHeading>
      {withExcerpt && (
        <p className={`mt-2 text-zinc-300 ${large ? 'text-base' : 'line-clamp-3 text-sm'}`}>{article.homeExcerpt}</p>
      )}
      {article.author && <p className="mt-2 text-xs font-bold text-zinc-400">By {article.author}</p>}
    </article>
  );
}

/** A story as a row: small square picture on the left, title on the right. */
export function StoryRow({ article, rank }: { article: ArticleCard; rank?: number }) {
  return (
    <article className="grid grid-cols-[5.5rem_1fr] items-start gap-4 sm:grid-cols-[7rem_1fr]">
      <StoryPicture article={article} aspect="1 / 1" className="rounded-sm" />
      <div>
        <div className="flex items-baseline gap-3">
          {rank !== undefined && (
            <span aria-hidden="true" className="font-display text-3xl leading-none text-yellow-400">
              {rank}
            </span>
          )}
          <StoryMeta article={article} withReadTime={false} />
        </div>
        <LinkedHeading
          as="h3"
          href={articlePath(article.id)}
          className="mt-2 font-display text-xl uppercase leading-[1.05] tracking-tight text-white"
        >
          {article.title}
        </LinkedHeading>
      </div>
    </article>
  );
}
