import { Link } from 'wouter';
import { Skeleton } from '../../../components/ui/skeleton';
import { SkeletonLines } from '../../../components/ui/skeleton-list';
import { LinkedHeading } from '../../../components/ui/linked-heading';
import { primaryButton } from '../../../components/ui/styles';
import { useFrontPageArticles } from '../../articles/api/articles';
import { arrangeFrontPage } from '../front-page';
import { StoryMeta, StoryPicture } from './story-card';
import { articlePath } from '../../../lib/paths';

/** The lead story: the newest article with featured set, as big as the page allows. */
export function FeaturedHeadline() {
  const { data, isPending, isError } = useFrontPageArticles();

  if (isPending) {
    return (
      <section
        aria-label="Featured story loading"
        className="mx-auto grid max-w-6xl gap-8 px-4 py-8 lg:grid-cols-[1.4fr_1fr]"
      >
        <Skeleton className="aspect-[16/9] w-full" />
        <div className="space-y-4">
          <SkeletonLines lines={['h-5 w-24', 'h-14 w-full', 'h-14 w-4/5', 'h-20 w-5/6']} />
        </div>
      </section>
    );
  }
  const featured = isError ? undefined : arrangeFrontPage(data).featured;

  return (
    <section
      aria-labelledby="featured-title"
      className="border-b border-zinc-800 bg-gradient-to-b from-zinc-900 to-[#0b0b0c]"
    >
      <div className="mx-auto max-w-6xl px-4 py-6 sm:py-10">
        {featured ? (
          <article className="grid items-center gap-6 lg:grid-cols-[1.55fr_1fr] lg:gap-10">
            <StoryPicture
              article={featured}
              eager
              sizes="(min-width: 1024px) 60vw, 100vw"
              className="rounded-sm shadow-2xl shadow-black/60"
            />
            <div>
              <p className="mb-3 text-xs font-black uppercase tracking-[0.3em] text-yellow-300">Cover story</p>
              <StoryMeta article={featured} />
              <LinkedHeading
                as="h1"
                id="featured-title"
                href={articlePath(featured.id)}
                className="mt-4 font-display text-[2.6rem] uppercase leading-[0.95] tracking-tight text-white sm:text-6xl lg:text-[3.5rem]"
              >
                {featured.title}
              </LinkedHeading>
              <p className="mt-4 text-lg leading-relaxed text-zinc-300">{featured.excerpt || featured.homeExcerpt}</p>
              <div className="mt-6 flex flex-wrap items-center gap-4">
                <Link href={articlePath(featured.id)} className={primaryButton}>
                  Read the story
                </Link>
                {/* The read time is in the meta line above: said once. */}
                {featured.author && <p className="text-sm font-bold text-zinc-400">By {featured.author}</p>}
              </div>
            </div>
          </article>
        ) : (
          <div>
            <p className="text-xs font-black uppercase tracking-[0.3em] text-yellow-300">Hip Hop Culture Newsletter</p>
            <h1
              id="featured-title"
              className="mt-3 font-display text-5xl uppercase leading-[0.9] tracking-tight text-white sm:text-7xl"
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
