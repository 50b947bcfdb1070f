import { useFrontPageArticles } from '../../articles/api/articles';
import { arrangeFrontPage } from '../front-page';
import { SectionHeading } from './section-heading';
import { StoryCard, StoryRow } from './story-card';

/** The long reads and the big stories of the last weeks that Latest News has no room for. */
export function TopStories() {
  const { data } = useFrontPageArticles();
  const stories = data ? arrangeFrontPage(data).topStories : [];
  if (stories.length === 0) return null;
  const [lead, ...others] = stories;
  return (
    <section aria-labelledby="top-stories-title" className="border-t border-zinc-800 bg-zinc-950">
      <div className="mx-auto max-w-6xl px-4 py-12">
        <SectionHeading id="top-stories-title" kicker="Long reads and the stories everyone's talking about">
          Top Stories
        </SectionHeading>
        <div className="grid gap-10 lg:grid-cols-[1.5fr_1fr]">
          <StoryCard article={lead} size="large" />
          <ol className="space-y-6">
            {others.map((article, index) => (
              <li key={article.id} className="border-b border-zinc-800 pb-6 last:border-0 last:pb-0">
                <StoryRow article={article} rank={index + 2} />
              </li>
            ))}
          </ol>
        </div>
      </div>
    </section>
  );
}
