import { markdownDestination, markdownText } from '@api/shared/domain/markdown-escape';
import { countOf } from '@api/shared/domain/plural';
import { safeUrl } from '@api/shared/domain/safe-url';
import { storyPictureUrl } from '@api/shared/domain/story-picture';

/** What a weekly digest is written from: everything already chosen, so writing it is a pure function. */
export interface DigestInputs {
  week: string;
  siteUrl: string;
  intro: string;
  /** The stories' remote pictures whose variants are stored (see storyPictureUrl). */
  readyPictures: ReadonlySet<string>;
  stories: DigestStory[];
  artists: { id: number; name: string; genre: string; shortBio: string | null }[];
  drops: { title: string; artist: string; type: string; linkUrl: string }[];
  events: { title: string; location: string; eventDate: Date }[];
}

/** A story of the week; its picture is our variant of its own, or the artwork the site draws from its title and category. */
export interface DigestStory {
  id: number;
  title: string;
  excerpt: string;
  imageUrl?: string | null;
  category?: string;
}

export interface DigestText {
  title: string;
  description: string;
  content: string;
  tags: string[];
}

/**
 * Names, titles and links come from scraped feeds and the intro from a model:
 * each is written with markdownText (an address is judged by the link rule and
 * written as one destination), so none adds a link or image to a mass email.
 * This writes a title linking to a scraped address when the address passes
 * the link rule, else the title alone.
 */
function linkedTitle(title: string, address: string): string {
  const href = safeUrl(address);
  return href ? `[${markdownText(title)}](${markdownDestination(href)})` : markdownText(title);
}

/** Longest lead title the subject carries whole; a longer one is cut at a word. */
const SUBJECT_LEAD_MAX = 90;

function shortened(title: string): string {
  if (title.length <= SUBJECT_LEAD_MAX) return title;
  const cut = title.slice(0, SUBJECT_LEAD_MAX);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 40 ? cut.lastIndexOf(' ') : SUBJECT_LEAD_MAX).trimEnd()}…`;
}

/**
 * A subject a reader would open, built from what leads the issue: 'Junie Marz
 * signs to Def Jam, and 4 more stories'; the spotlight when no story was
 * published that week; a plain line when there is nothing at all.
 */
export function digestSubject(inputs: Pick<DigestInputs, 'stories' | 'artists'>): string {
  const [lead, ...rest] = inputs.stories;
  if (lead)
    return rest.length
      ? `${shortened(lead.title)}, and ${countOf(rest.length, 'more story', 'more stories')}`
      : shortened(lead.title);
  const [first, ...others] = inputs.artists;
  if (first) {
    return others.length
      ? `This week's spotlight: ${first.name} and ${countOf(others.length, 'more artist')}`
      : `This week's spotlight: ${first.name}`;
  }
  return 'Your week in hip hop culture';
}

const EVENT_DATE = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/** The digest as markdown: intro, most-read stories, the spotlight, fresh drops and what is on, each linking back. */
export function writeDigest(inputs: DigestInputs): DigestText {
  const sections: string[] = [markdownText(inputs.intro)];
  if (inputs.stories.length) {
    sections.push(
      '## Most read this week',
      inputs.stories
        .map((story, index) => {
          const line = `${index + 1}. [${markdownText(story.title)}](${inputs.siteUrl}/article/${story.id})${story.excerpt ? `: ${markdownText(story.excerpt)}` : ''}`;
          const picture = storyPictureUrl(story, inputs.siteUrl, inputs.readyPictures);
          return picture ? `${line}\n   ![${markdownText(story.title)}](${markdownDestination(picture)})` : line;
        })
        .join('\n'),
    );
  }
  if (inputs.artists.length) {
    sections.push(
      `## Spotlight: ${countOf(inputs.artists.length, 'artist')} to know`,
      inputs.artists
        .map(
          (artist) =>
            `- [${markdownText(artist.name)}](${inputs.siteUrl}/artists/${artist.id}) (${markdownText(artist.genre)})${artist.shortBio ? `: ${markdownText(artist.shortBio)}` : ''}`,
        )
        .join('\n'),
    );
  }
  if (inputs.drops.length) {
    sections.push(
      '## Fresh drops',
      inputs.drops
        .map(
          (drop) =>
            `- ${linkedTitle(drop.title, drop.linkUrl)} by ${markdownText(drop.artist)} (${markdownText(drop.type)})`,
        )
        .join('\n'),
    );
  }
  if (inputs.events.length) {
    sections.push(
      '## Coming up in the next two weeks',
      inputs.events
        .map(
          (event) =>
            `- **${markdownText(event.title)}**, ${markdownText(event.location)}, ${EVENT_DATE.format(event.eventDate)}`,
        )
        .join('\n'),
    );
  }
  sections.push(`More every day on [The Cypher](${inputs.siteUrl}/).`);
  return {
    title: digestSubject(inputs),
    description: `The most-read stories of ${inputs.week}, ${countOf(inputs.artists.length, 'spotlight artist')}, ${countOf(inputs.drops.length, 'fresh drop')} and ${countOf(inputs.events.length, 'event')} coming up.`,
    content: sections.join('\n\n'),
    tags: ['Weekly', 'Digest'],
  };
}

/** The intro when no model writes one: plain text, escaped like any other value when the digest is written. */
export function plainIntro(inputs: Pick<DigestInputs, 'week' | 'stories' | 'artists'>): string {
  const lead = inputs.stories[0] ? ` led by "${inputs.stories[0].title}"` : '';
  const artists = inputs.artists.map((artist) => artist.name).join(', ');
  return `Here is your week in hip hop culture (${inputs.week}): the stories you read most${lead}${artists ? `, this week's spotlight on ${artists}` : ''}, the freshest drops and the shows coming up.`;
}
