import { countOf } from '@api/shared/domain/plural';
import { HERO_PICTURE_SIZES } from '@api/shared/domain/picture-variants';
import { useState } from 'react';
import { Link } from 'wouter';
import type { ArticleView } from '@api/shared/contracts/content';
import type { ArticleDetailView } from '@api/shared/contracts/stories';
import { readTimeLabel } from '@api/shared/domain/reading';
import { externalHttpUrl, hostnameOf } from '@api/shared/domain/safe-url';
import { Badge, CategoryBadgeLink, TagBadgeLink } from '../../../components/ui/badge';
import { SafeImage } from '../../../components/ui/safe-image';
import { NotFoundPanel } from '../../../components/ui/not-found-panel';
import { SkeletonLines } from '../../../components/ui/skeleton-list';
import { ghostButton, secondaryButton } from '../../../components/ui/styles';
import { articleArt, shareImage } from '../../../lib/artwork';
import { useDocumentHead } from '../../../lib/document-head';
import { formatLongDate } from '../../../lib/format-date';
import { useRouteRecord } from '../../../lib/use-route-record';
import { useArticle } from '../api/articles';
import { ArticleContent } from './article-content';
import { AlsoCoveredBy } from './also-covered-by';
import { ArticleExtras } from './article-extras';
import { MoreStories } from './more-stories';
import { ShareActions } from './share-actions';

export default function ArticleDetailPage({ id }: { id?: string }) {
  const { loading, record: article } = useRouteRecord(id, useArticle);

  useDocumentHead(
    loading ? 'Loading article' : article ? article.seoTitle || article.title : 'Article Not Found',
    article ? article.seoDescription || article.excerpt : 'Hip hop news and culture on The Cypher.',
    article ? shareImage(article.imageUrl, articleArt(article)) : undefined,
  );

  if (loading) return <ArticleSkeleton />;
  if (!article) return <ArticleNotFound />;
  return <ArticleBody article={article} />;
}

function ArticleSkeleton() {
  return (
    <div role="status" aria-label="Loading article" className="mx-auto max-w-3xl space-y-5 px-4 py-10">
      <SkeletonLines
        lines={['h-4 w-40', 'h-12 w-full', 'h-6 w-3/4', 'aspect-[16/9] w-full', 'h-4 w-full', 'h-4 w-5/6']}
      />
    </div>
  );
}

function ArticleNotFound() {
  return (
    <NotFoundPanel
      title="Article Not Found"
      message="This story doesn't exist or has been removed."
      backHref="/"
      backLabel="Back to Home"
      className="mx-auto max-w-3xl px-4 py-24 text-center"
    />
  );
}

/**
 * Who the hero picture is from: our illustration when it stands in (no picture, or one that failed to
 * load), the story's source for its own picture, and nothing when nobody is known (a server's address
 * is not a credit).
 */
function heroCaption(article: ArticleView, shown: 'src' | 'fallback'): string {
  if (!article.imageUrl || shown === 'fallback') return 'Illustration: The Cypher';
  return article.source ? `Image: ${article.source}` : '';
}

function ArticleBody({ article }: { article: ArticleDetailView }) {
  const [heroShown, setHeroShown] = useState<'src' | 'fallback'>(article.imageUrl ? 'src' : 'fallback');
  const original = externalHttpUrl(article.sourceUrl);
  const canonical = externalHttpUrl(article.canonicalUrl);
  const tags = (article.tags ?? '')
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);

  return (
    <>
      <article className="pb-12">
        <div className="mx-auto max-w-4xl px-4 pt-6">
          <div className="flex flex-wrap items-center justify-between gap-3 border-b border-zinc-800 pb-4">
            <Link href="/articles" className={ghostButton}>
              ← Back to Articles
            </Link>
            {original && (
              <a href={original} target="_blank" rel="noopener noreferrer" className={secondaryButton}>
                View Original <span className="sr-only">(opens in a new tab)</span>
              </a>
            )}
          </div>

          <header className="pt-8">
            <div className="flex flex-wrap items-center gap-3 text-sm">
              <time dateTime={article.publishedAt} className="font-bold uppercase tracking-wider text-zinc-300">
                {formatLongDate(article.publishedAt)}
              </time>
              <Badge outline>{article.source || 'The Cypher'}</Badge>
              {article.isAiGenerated && <Badge color="purple">AI Generated</Badge>}
            </div>
            <h1 className="mt-4 font-display text-[2.5rem] uppercase leading-[0.95] tracking-tight text-white sm:text-6xl lg:text-7xl">
              {article.title}
            </h1>
            <p className="mt-5 max-w-3xl text-xl leading-snug text-zinc-200 sm:text-2xl">{article.excerpt}</p>
            <div className="mt-6">
              <CategoryBadgeLink category={article.category} />
            </div>
          </header>
        </div>

        <figure className="mx-auto mt-5 max-w-5xl sm:px-4">
          <SafeImage
            src={article.imageUrl}
            fallbackSrc={articleArt(article)}
            // The desk's description of its own picture; our illustration is decoration.
            alt={heroShown === 'src' ? (article.imageAlt ?? '') : ''}
            eager
            sizes={HERO_PICTURE_SIZES}
            className="sm:rounded-sm"
            onShown={setHeroShown}
          />
          {/* The line keeps its height when empty, so a caption that changes moves nothing below it. */}
          <figcaption className="mt-2 min-h-[1lh] px-4 text-xs text-zinc-400 sm:px-0">
            {heroCaption(article, heroShown)}
          </figcaption>
        </figure>

        <div className="mx-auto max-w-[44rem] px-4">
          <div className="mt-8 border-b border-zinc-800 pb-5">
            <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm font-bold text-zinc-200">
              {article.author && <span>By {article.author}</span>}
              <span className="text-zinc-400">{countOf(article.wordCount, 'word')}</span>
              <span className="text-zinc-400">{readTimeLabel(article.wordCount)}</span>
            </p>
            {canonical && (
              <p className="mt-2 text-sm text-zinc-300">
                <a
                  href={canonical}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="text-yellow-300 underline underline-offset-4"
                >
                  Source: {hostnameOf(canonical)}
                </a>
              </p>
            )}
          </div>

          <div className="mt-8">
            <ArticleContent article={article} />
          </div>

          <AlsoCoveredBy links={article.alsoCoveredBy ?? []} />

          <ShareActions articleId={article.id} slug={article.slug} title={article.title} />

          <ArticleExtras articleId={article.id} />

          {tags.length > 0 && (
            <ul aria-label="Tags" className="mt-8 flex flex-wrap gap-2 border-t border-zinc-800 pt-6">
              {tags.map((tag) => (
                <li key={tag}>
                  <TagBadgeLink tag={tag} />
                </li>
              ))}
            </ul>
          )}
        </div>
      </article>
      <MoreStories article={article} />
    </>
  );
}
