import { Link } from 'wouter';
import { homeExcerpt } from '@api/shared/domain/excerpts';
import { relativeArticleTime } from '@api/shared/domain/time-labels';
import { CategoryBadge } from '../../../components/ui/badge';
import { SafeImage } from '../../../components/ui/safe-image';
import { Skeleton } from '../../../components/ui/skeleton';
import { SkeletonLines } from '../../../components/ui/skeleton-list';
import { useArticles } from '../../articles/api/articles';

/** The lead story: the newest article with featured set. */
export function FeaturedHeadline() {
  const { data, isPending, isError } = useArticles();

  if (isPending) {
    return (
      <section aria-label="Featured story loading" className="mx-auto grid max-w-6xl gap-6 px-4 py-8 lg:grid-cols-2">
        <Skeleton className="aspect-[16/9] w-full" />
        <div className="space-y-4">
          <SkeletonLines lines={['h-5 w-24', 'h-14 w-full', 'h-20 w-5/6']} />
        </div>
      </section>
    );
  }
  const featured = isError ? undefined : data.find((article) => article.featured);

  return (
    <section
      aria-labelledby="featured-title"
      className="border-b border-zinc-800 bg-gradient-to-b from-zinc-900 to-[#0b0b0c]"
    >
      <div className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
        {featured ? (
          <article className="grid items-center gap-6 lg:grid-cols-2 lg:gap-10">
            <SafeImage src={featured.imageUrl} alt="" eager className="rounded-sm" />
            <div>
              <div className="flex flex-wrap items-center gap-3">
                <span className="bg-red-600 px-2 py-0.5 text-[11px] font-black uppercase tracking-wider text-white">
                  Featured
                </span>
                <CategoryBadge category={featured.category} />
                <span className="text-xs font-bold uppercase tracking-wider text-zinc-300">
                  {relativeArticleTime(featured.publishedAt)}
                </span>
              </div>
              <h1
                id="featured-title"
                className="mt-4 font-display text-4xl font-black uppercase leading-[0.95] tracking-tight text-white sm:text-6xl"
              >
                <Link
                  href={`/article/${featured.id}`}
                  className="hover:text-yellow-300 focus-visible:outline-2 focus-visible:outline-yellow-400"
                >
                  {featured.title}
                </Link>
              </h1>
              <p className="mt-4 text-lg text-zinc-300">{homeExcerpt(featured)}</p>
              {featured.author && <p className="mt-3 text-sm font-bold text-zinc-300">By {featured.author}</p>}
            </div>
          </article>
        ) : (
          <div>
            <p className="text-xs font-black uppercase tracking-[0.3em] text-yellow-300">Hip Hop Culture Newsletter</p>
            <h1
              id="featured-title"
              className="mt-3 font-display text-5xl font-black uppercase leading-[0.9] tracking-tight text-white sm:text-7xl"
            >
              The culture, <span className="text-yellow-400">every week.</span>
            </h1>
            <p className="mt-4 max-w-2xl text-lg text-zinc-300">
              News, five emerging artists in the spotlight and the freshest drops.
            </p>
          </div>
        )}
      </div>
    </section>
  );
}
