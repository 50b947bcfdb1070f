import type { StoryCardView } from '@api/shared/contracts/artist-story';
import { StoryTile } from './story-tile';

/** Stories about the same artists first, then stories sharing a tag; nothing when there are none. */
export function RelatedStories({ stories }: { stories: StoryCardView[] }) {
  if (stories.length === 0) return null;
  return (
    <section aria-labelledby="related-stories" className="mt-10 border-t border-zinc-800 pt-6">
      <h2 id="related-stories" className="text-xs font-black uppercase tracking-[0.25em] text-yellow-300">
        Related stories
      </h2>
      <ul className="mt-4 grid gap-5 sm:grid-cols-2">
        {stories.map((story) => (
          <li key={story.id}>
            <StoryTile story={story} beside />
          </li>
        ))}
      </ul>
    </section>
  );
}
