import { Link } from 'wouter';
import type { StoryCardView } from '@api/shared/contracts/artist-story';
import { relativeArticleTime } from '@api/shared/domain/time-labels';
import { SafeImage } from '../../../components/ui/safe-image';
import { cardLink } from '../../../components/ui/styles';
import { articleArt } from '../../../lib/artwork';
import { useNow } from '../../../lib/clock';
import { articlePath } from '../../../lib/paths';

/** Stories about the same artists first, then stories sharing a tag; nothing when there are none. */
export function RelatedStories({ stories }: { stories: StoryCardView[] }) {
  const now = useNow();
  if (stories.length === 0) return null;
  return (
    <section aria-labelledby="related-stories" className="mt-10 border-t border-zinc-800 pt-6">
      <h2 id="related-stories" className="text-xs font-black uppercase tracking-[0.25em] text-yellow-300">
        Related stories
      </h2>
      <ul className="mt-4 grid gap-5 sm:grid-cols-2">
        {stories.map((story) => (
          <li key={story.id}>
            <Link href={articlePath(story.id)} className={`${cardLink} grid grid-cols-[96px_1fr] gap-4`}>
              <SafeImage
                src={story.imageUrl}
                fallbackSrc={articleArt(story)}
                alt=""
                aspect="1 / 1"
                className="rounded-sm"
              />
              <span>
                <span className="block font-display text-lg uppercase leading-[1.05] text-white group-hover:text-yellow-300">
                  {story.title}
                </span>
                <span className="mt-1 block text-xs font-bold uppercase tracking-wider text-zinc-400">
                  {relativeArticleTime(story.publishedAt, now)}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
