import { Link } from 'wouter';
import type { StoryLink } from '@api/shared/contracts/article-context';
import { relativeArticleTime } from '@api/shared/domain/time-labels';
import { SafeImage } from '../../../components/ui/safe-image';
import { cardLink } from '../../../components/ui/styles';
import { articleArt } from '../../../lib/artwork';
import { useNow } from '../../../lib/clock';
import { articlePath } from '../../../lib/paths';

const titleBelow = 'mt-3 block font-display text-xl uppercase leading-[1.05] text-white group-hover:text-yellow-300';
const titleBeside = 'block font-display text-lg uppercase leading-[1.05] text-white group-hover:text-yellow-300';

/**
 * A story to read next as one link: its picture, title and how long ago it
 * ran. `beside` puts a square picture left of the words, for narrow columns.
 */
export function StoryTile({ story, beside = false }: { story: StoryLink; beside?: boolean }) {
  const now = useNow();
  const words = (
    <>
      <span className={beside ? titleBeside : titleBelow}>{story.title}</span>
      <span className="mt-1 block text-xs font-bold uppercase tracking-wider text-zinc-400">
        {relativeArticleTime(story.publishedAt, now)}
      </span>
    </>
  );
  return (
    <Link href={articlePath(story.id)} className={beside ? `${cardLink} grid grid-cols-[96px_1fr] gap-4` : cardLink}>
      <SafeImage
        src={story.imageUrl}
        fallbackSrc={articleArt(story)}
        alt=""
        aspect={beside ? '1 / 1' : undefined}
        sizes={beside ? '96px' : '(min-width: 1024px) 320px, (min-width: 640px) 50vw, 100vw'}
        className="rounded-sm"
      />
      {beside ? <span>{words}</span> : words}
    </Link>
  );
}
