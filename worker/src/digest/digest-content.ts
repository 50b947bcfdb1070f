import { countOf } from '@api/shared/domain/plural';
/** What a weekly digest is written from: everything already chosen, so writing it is a pure function. */
export interface DigestInputs {
  week: string;
  siteUrl: string;
  intro: string;
  stories: { id: number; title: string; excerpt: string }[];
  artists: { id: number; name: string; genre: string; shortBio: string | null }[];
  drops: { title: string; artist: string; type: string; linkUrl: string }[];
  events: { title: string; location: string; eventDate: Date }[];
}

export interface DigestText {
  title: string;
  description: string;
  content: string;
  tags: string[];
}

/** Markdown treats these as syntax inside a link text or list item; names and titles come from feeds. */
function plain(text: string): string {
  return text
    .replace(/[\\`*_[\]<>#|]/g, (c) => `\\${c}`)
    .replace(/\s+/g, ' ')
    .trim();
}

const EVENT_DATE = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/** The digest as markdown: intro, most-read stories, the spotlight, fresh drops and what is on, each linking back. */
export function writeDigest(inputs: DigestInputs): DigestText {
  const sections: string[] = [inputs.intro.trim()];
  if (inputs.stories.length) {
    sections.push(
      '## Most read this week',
      inputs.stories
        .map(
          (story, index) =>
            `${index + 1}. [${plain(story.title)}](${inputs.siteUrl}/article/${story.id})${story.excerpt ? `: ${plain(story.excerpt)}` : ''}`,
        )
        .join('\n'),
    );
  }
  if (inputs.artists.length) {
    sections.push(
      `## Spotlight: ${countOf(inputs.artists.length, 'artist')} to know`,
      inputs.artists
        .map(
          (artist) =>
            `- [${plain(artist.name)}](${inputs.siteUrl}/artists/${artist.id}) (${plain(artist.genre)})${artist.shortBio ? `: ${plain(artist.shortBio)}` : ''}`,
        )
        .join('\n'),
    );
  }
  if (inputs.drops.length) {
    sections.push(
      '## Fresh drops',
      inputs.drops
        .map((drop) => `- [${plain(drop.title)}](${drop.linkUrl}) by ${plain(drop.artist)} (${plain(drop.type)})`)
        .join('\n'),
    );
  }
  if (inputs.events.length) {
    sections.push(
      '## Coming up in the next two weeks',
      inputs.events
        .map((event) => `- **${plain(event.title)}**, ${plain(event.location)}, ${EVENT_DATE.format(event.eventDate)}`)
        .join('\n'),
    );
  }
  sections.push(`More every day on [The Cypher](${inputs.siteUrl}/).`);
  return {
    title: `The Cypher Weekly: ${inputs.week}`,
    description: `The most-read stories of ${inputs.week}, ${countOf(inputs.artists.length, 'spotlight artist')}, ${countOf(inputs.drops.length, 'fresh drop')} and ${countOf(inputs.events.length, 'event')} coming up.`,
    content: sections.join('\n\n'),
    tags: ['Weekly', 'Digest'],
  };
}

/** The intro when no model writes one. */
export function plainIntro(inputs: Pick<DigestInputs, 'week' | 'stories' | 'artists'>): string {
  const lead = inputs.stories[0] ? ` led by "${inputs.stories[0].title}"` : '';
  const artists = inputs.artists.map((artist) => artist.name).join(', ');
  return `Here is your week in hip hop culture (${inputs.week}): the stories you read most${lead}${artists ? `, this week's spotlight on ${artists}` : ''}, the freshest drops and the shows coming up.`;
}
