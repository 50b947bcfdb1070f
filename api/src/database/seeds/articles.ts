import type { Article } from '../../modules/articles/article.entity';
import type { ArticleCategory } from '../../shared/domain/categories';
import { articleWordCount } from '../../shared/domain/word-count';
import { ago } from './demo-time';
import { COLLEGE_RADIO, DANCE_CREWS_PAID, DETROIT_SLAMS } from './stories/culture';
import { DANFO_DIARIES_FEATURE, FIVE_TO_WATCH, MIAMI_BASS_REVIVAL, ODELL_QUARTERS_INTERVIEW } from './stories/features';
import { CYPHER_FEST_LINEUP, FOUNDRY_SAVED, KILO_MARISOL_DEAL, RIFFSTREAM_REVERSAL } from './stories/news';
import {
  LOWRIDER_LULLABIES_REVIEW,
  PECKHAM_WEATHER_REVIEW,
  TRAP_GOSPEL_3_REVIEW,
  WOODWARD_AVENUE_PSALMS_REVIEW,
} from './stories/reviews';
import {
  BLUE_LINE_SERMONS_REVIEW,
  DUSTY_ALMANAC_DAY,
  LISTENING_PARTY_RETURN,
  MANAGER_WEEK,
  TWO_WAY_GLASS_REVIEW,
  YARA_SOLSTICE_PROFILE,
} from './long-reads';

/** Seeded stories belong to no member: their writer (createdBy) is left null. */
export type ArticleRow = Omit<
  Article,
  | 'id'
  | 'createdAt'
  | 'updatedAt'
  | 'createdBy'
  | 'slug'
  | 'imageAlt'
  | 'seoTitle'
  | 'seoDescription'
  | 'revision'
  | 'storyId'
  | 'storySetByEditor'
  | 'storySize'
  | 'storyPending'
  | 'listExcerpt'
  | 'homeExcerpt'
>;

interface ArticleDraft {
  title: string;
  excerpt: string;
  category: ArticleCategory;
  author: string;
  tags: string[];
  /** How long before the seed's `now` it was published: [days, hours]. */
  age: [number, number];
  /** The whole story of a short piece, as markdown; long reads take their opening paragraphs instead. */
  shortMd?: string;
  longMd?: string;
  featured?: boolean;
}

const HOUSE_SOURCE = 'The Cypher';

/* Every artist, venue, platform and person in these stories is invented. */
const DRAFTS: ArticleDraft[] = [
  // ---------- BREAKING ----------
  {
    title: 'Kilo Marisol Signs Distribution Deal That Lets Her Keep Her Masters',
    excerpt:
      'The Houston bilingual trap star turned down four label offers before choosing a distribution-only deal with full ownership of her recordings.',
    category: 'BREAKING',
    author: 'Imani Castellanos',
    tags: ['Kilo Marisol', 'Business', 'Independent Artists', 'Houston'],
    age: [0, 3],
    longMd: KILO_MARISOL_DEAL,
  },
  {
    title: 'Cypher Fest Adds Second Stage as Winter Lineup Is Revealed',
    excerpt:
      'Yara Solstice, Saint Ossie and Mirror Theory headline the expanded one-day festival, which adds a second stage dedicated to emerging artists.',
    category: 'BREAKING',
    author: 'Theo Warrick',
    tags: ['Cypher Fest', 'Festivals', 'Live Music', 'Lineups'],
    age: [2, 4],
    longMd: CYPHER_FEST_LINEUP,
  },
  {
    title: "Saint Ossie Announces Surprise Mixtape 'Peckham Weather', Out Tomorrow",
    excerpt:
      'The South London drill storyteller revealed the 14-track tape with no singles, no features list and a single grainy trailer.',
    category: 'BREAKING',
    author: 'June Adebayo-Hart',
    tags: ['Saint Ossie', 'UK Drill', 'New Music', 'London'],
    age: [5, 1],
    shortMd: `Saint Ossie has announced a surprise mixtape, Peckham Weather, arriving tomorrow. The announcement came in a 40-second black-and-white trailer showing rain on a bus-stop shelter on Rye Lane, with strings building underneath.

The tape runs to 14 tracks. No singles have been released and no features have been named, though fans have spotted a credit for a South London brass band in the trailer's end card.

It is his first full-length project since the independent single Rye Lane Requiem passed a million plays last year. In a short statement, he said the tape was written "in the hour before it rains, when the whole area goes quiet."`,
  },
  {
    title: 'Streaming Service Riffstream Reverses Payout Change After Artist Backlash',
    excerpt:
      'The platform had planned to stop paying for tracks under 2,000 plays a year; after a week of protest from independent artists it has paused the policy.',
    category: 'BREAKING',
    author: 'Calvin Ferro',
    tags: ['Streaming', 'Business', 'Independent Artists', 'Royalties'],
    age: [9, 7],
    longMd: RIFFSTREAM_REVERSAL,
  },
  {
    title: 'Mirror Theory Postpone Two Tour Dates to Finish Album, Promise Free Show',
    excerpt:
      'The Queens boom bap duo moved their Philadelphia and Baltimore dates and will play a free record-store set for ticket holders.',
    category: 'BREAKING',
    author: 'Theo Warrick',
    tags: ['Mirror Theory', 'Tours', 'Boom Bap', 'Queens'],
    age: [16, 2],
    shortMd: `Mirror Theory have postponed two dates of their East Coast tour so they can finish mixing their new album, Two-Way Glass. The Philadelphia and Baltimore shows have been moved to next month, and existing tickets remain valid.

In a video message, producer DJ Parallax said the album was "ninety-five percent there" and that the duo did not want to rush the last five percent. Rapper Reno Hollis apologised to fans who had made travel plans and promised a free in-store set for anyone holding a ticket to either show.

The album is still expected on its original release date. Refunds are available from the point of purchase.`,
  },
  {
    title: "Atlanta's Foundry on Edgewood Saved After Community Fundraiser",
    excerpt:
      "The 300-capacity venue, a home for Atlanta's underground rap scene for a decade, raised $180,000 in nine days to cover a rent increase.",
    category: 'BREAKING',
    author: 'Nadia Brooks-Lowe',
    tags: ['Atlanta', 'Venues', 'Community', 'Live Music'],
    age: [23, 5],
    longMd: FOUNDRY_SAVED,
  },

  // ---------- CULTURE ----------
  {
    title: 'Cyphers in the Park Head Indoors for Winter',
    excerpt:
      'The weekly open-air freestyle sessions that filled a Bronx park all summer are moving into a library basement until spring.',
    category: 'CULTURE',
    author: 'Rafael Quintero',
    tags: ['Cyphers', 'Freestyle', 'Community', 'New York'],
    age: [0, 18],
    shortMd: `Every Sunday from May to October, dozens of rappers gathered in a circle in a Bronx park for an open freestyle cypher, with a borrowed speaker and a rotating cast of beatboxers. Now that the cold has arrived, the session is moving indoors.

A branch of the public library has offered its basement community room for the winter, free of charge. Organisers say the move keeps the tradition alive and opens it up to younger rappers whose parents preferred a supervised space.

The rules stay the same: no recording without permission, no battling unless both sides agree, and everyone gets a turn.

> "The park was the stage. But the circle is the point. We can make a circle anywhere." — a Sunday regular`,
  },
  {
    title: "How Detroit's Poetry Slams Are Feeding a New Wave of Rappers",
    excerpt:
      "From library open mics to the booth: why so many of Detroit's most promising MCs learned their craft in front of a silent room.",
    category: 'CULTURE',
    author: 'Imani Castellanos',
    tags: ['Detroit', 'Poetry', 'Lark Ashby', 'Lyricism'],
    age: [7, 5],
    longMd: DETROIT_SLAMS,
  },
  {
    title: 'Sneakers and Samples: The Brooklyn Shop Pressing Vinyl in Shoe Boxes',
    excerpt:
      'A sneaker boutique in Bed-Stuy has started releasing limited-run records by local rappers, packaged in custom shoe boxes.',
    category: 'CULTURE',
    author: 'Calvin Ferro',
    tags: ['Vinyl', 'Fashion', 'Sneakers', 'Brooklyn'],
    age: [11, 8],
    shortMd: `At a sneaker boutique in Bed-Stuy, the newest drop is not a shoe. Every month the shop presses 300 copies of a record by a local rapper and sells it in a custom-printed shoe box, complete with tissue paper and a lace-tag signed by the artist.

The owners say the idea came from watching customers queue for limited sneakers and realising the same energy could support local music. The first three releases sold out within hours, and the shop splits profits evenly with each artist.

Collectors have started buying two copies, one to open and one to keep sealed. "People treat the box like the shoe," one of the owners said. "The record is the surprise inside."`,
  },
  {
    title: "The Graffiti Writers Designing This Year's Best Album Covers",
    excerpt:
      'Independent rappers are commissioning local writers for their artwork, and the results are some of the most striking covers of the year.',
    category: 'CULTURE',
    author: 'June Adebayo-Hart',
    tags: ['Art', 'Graffiti', 'Album Covers', 'Design'],
    age: [14, 9],
    shortMd: `Look closely at some of the year's best independent rap covers and you will find a graffiti writer's tag in the corner. Mirror Theory's Two-Way Glass, Felix Bando's Trap Gospel 3 and several smaller releases all feature artwork by local writers rather than studio designers.

Artists say the choice is about roots as much as looks. Graffiti is one of hip hop's founding elements, and commissioning a writer from the same neighbourhood keeps the money and the credit local.

Several writers told us they approach a cover differently from a wall: smaller, more detailed, designed to read at thumbnail size on a phone. One said he now paints covers at full size on board, then photographs them, so the texture of the paint survives.`,
  },
  {
    title: 'Dance Crews Are Taking Over Short-Form Video, and Getting Paid for It',
    excerpt:
      'Choreographers behind viral rap dances are negotiating credits and fees from artists and labels for the first time.',
    category: 'CULTURE',
    author: 'Nadia Brooks-Lowe',
    tags: ['Dance', 'Social Media', 'Jetta Moon', 'Business'],
    age: [19, 4],
    longMd: DANCE_CREWS_PAID,
  },
  {
    title: 'Radio Is Not Dead: Meet the College Stations Breaking Regional Rap',
    excerpt:
      'Student DJs are playing local rappers months before streaming playlists notice them, and artists are paying attention.',
    category: 'CULTURE',
    author: 'Rafael Quintero',
    tags: ['Radio', 'College Radio', 'Emerging Artists', 'Discovery'],
    age: [25, 3],
    longMd: COLLEGE_RADIO,
  },
  {
    title: 'The Return of the Listening Party: Why Fans Are Gathering in Record Stores Again',
    excerpt:
      'Front-to-back play-throughs, phones in pockets, artists in the crowd: the listening party is back, and independent stores are leading the way.',
    category: 'CULTURE',
    author: 'Imani Castellanos',
    tags: ['Vinyl', 'Record Stores', 'Community', 'Listening Parties', 'Long Read'],
    age: [3, 6],
    longMd: LISTENING_PARTY_RETURN,
  },

  // ---------- FEATURE ----------
  {
    title: "Yara Solstice Is Writing the Soundtrack to Oakland's Next Chapter",
    excerpt:
      "Her one-take laundromat freestyle drew four label offers. She turned them all down, learned to produce and made the Bay's most talked-about debut.",
    category: 'FEATURE',
    author: 'Nadia Brooks-Lowe',
    tags: ['Yara Solstice', 'Oakland', 'Interview', 'R&B', 'Artist Spotlight', 'Long Read'],
    age: [1, 2],
    featured: true,
    longMd: YARA_SOLSTICE_PROFILE,
  },
  {
    title: 'The Producer Who Digs Through Church Basements: A Day With Dusty Almanac',
    excerpt:
      'Six a.m. rummage sales, a notebook on its 41st volume and a rule about paying back the people he samples.',
    category: 'FEATURE',
    author: 'Theo Warrick',
    tags: ['Dusty Almanac', 'Producers', 'Sampling', 'Vinyl', 'Philadelphia', 'Long Read'],
    age: [14, 3],
    longMd: DUSTY_ALMANAC_DAY,
  },
  {
    title: 'What a Hip Hop Manager Actually Does: A Week in the Life',
    excerpt:
      'Royalty statements, release calendars, tour budgets and the occasional pep talk: a week with an Atlanta manager of independent rappers.',
    category: 'FEATURE',
    author: 'Calvin Ferro',
    tags: ['Business', 'Management', 'Independent Artists', 'Atlanta', 'Long Read'],
    age: [21, 7],
    longMd: MANAGER_WEEK,
  },
  {
    title: 'Odell Quarters on Jazz, Chicago Trains and Learning to Slow Down',
    excerpt: 'Before his quartet album arrives, the Chicago MC talks about playing bass first and rapping second.',
    category: 'FEATURE',
    author: 'Rafael Quintero',
    tags: ['Odell Quarters', 'Interview', 'Jazz Rap', 'Chicago'],
    age: [28, 6],
    longMd: ODELL_QUARTERS_INTERVIEW,
  },
  {
    title: 'Five Emerging Artists to Watch Before the Year Ends',
    excerpt: 'From Toronto winter ballads to New Orleans brass, five artists whose next move could be their biggest.',
    category: 'FEATURE',
    author: 'June Adebayo-Hart',
    tags: ['Emerging Artists', 'Lists', 'New Music', 'Discovery'],
    age: [8, 2],
    longMd: FIVE_TO_WATCH,
  },
  {
    title: "From Lagos to London: Pilot Kaya's Long Road to 'Danfo Diaries'",
    excerpt:
      'The afro-rap artist recorded half his new EP in Lagos during a three-week trip home, and it changed how he thinks about both cities.',
    category: 'FEATURE',
    author: 'June Adebayo-Hart',
    tags: ['Pilot Kaya', 'Afro-Rap', 'London', 'Lagos', 'Interview'],
    age: [2, 20],
    longMd: DANFO_DIARIES_FEATURE,
  },
  {
    title: 'Jetta Moon and the Miami Bass Revival',
    excerpt:
      'A former dance-crew captain is bringing booming 808s and chant hooks back to Miami clubs, and a new generation is dancing to it.',
    category: 'FEATURE',
    author: 'Nadia Brooks-Lowe',
    tags: ['Jetta Moon', 'Miami Bass', 'Dance', 'Miami'],
    age: [12, 6],
    longMd: MIAMI_BASS_REVIVAL,
  },

  // ---------- REVIEW ----------
  {
    title: "Review: Saint Ossie, 'Peckham Weather'",
    excerpt:
      "A drill mixtape that plays like a short-film anthology: strings, sirens, brass band and some of the year's sharpest storytelling.",
    category: 'REVIEW',
    author: 'June Adebayo-Hart',
    tags: ['Saint Ossie', 'Review', 'UK Drill', 'Mixtape'],
    age: [0, 9],
    longMd: PECKHAM_WEATHER_REVIEW,
  },
  {
    title: "Review: Lark Ashby, 'Woodward Avenue Psalms'",
    excerpt:
      "The Detroit slam champion's debut EP is dense, clear and devastating, seven songs that reward reading along.",
    category: 'REVIEW',
    author: 'Imani Castellanos',
    tags: ['Lark Ashby', 'Review', 'Conscious Rap', 'Detroit', 'EP'],
    age: [6, 3],
    longMd: WOODWARD_AVENUE_PSALMS_REVIEW,
  },
  {
    title: "Review: Mirror Theory, 'Two-Way Glass'",
    excerpt:
      "The Queens duo's third album is boom bap with its eyes wide open: classic drums, present-day fears and their sharpest writing yet.",
    category: 'REVIEW',
    author: 'Rafael Quintero',
    tags: ['Mirror Theory', 'Review', 'Boom Bap', 'Album', 'Long Read'],
    age: [10, 4],
    longMd: TWO_WAY_GLASS_REVIEW,
  },
  {
    title: "Review: Odell Quarters, 'Blue Line Sermons'",
    excerpt:
      "Recorded live with a quartet in five days, the Chicago MC's album makes the case for patience in a loud year.",
    category: 'REVIEW',
    author: 'Theo Warrick',
    tags: ['Odell Quarters', 'Review', 'Jazz Rap', 'Album', 'Chicago', 'Long Read'],
    age: [8, 5],
    longMd: BLUE_LINE_SERMONS_REVIEW,
  },
  {
    title: "Review: Felix Bando, 'Trap Gospel 3'",
    excerpt:
      'The Memphis trap series reaches its biggest and most polished chapter, with organ-drenched beats and hooks built for crowds.',
    category: 'REVIEW',
    author: 'Calvin Ferro',
    tags: ['Felix Bando', 'Review', 'Trap', 'Memphis', 'Mixtape'],
    age: [15, 6],
    longMd: TRAP_GOSPEL_3_REVIEW,
  },
  {
    title: "Review: Cisco Verde, 'Lowrider Lullabies'",
    excerpt: 'An East LA car club, one long summer and a lot of talk box: a warm, sun-faded G-funk concept album.',
    category: 'REVIEW',
    author: 'Rafael Quintero',
    tags: ['Cisco Verde', 'Review', 'G-Funk', 'Los Angeles', 'Album'],
    age: [18, 2],
    longMd: LOWRIDER_LULLABIES_REVIEW,
  },
];

/** A long read's short version: its first paragraphs, before the first section heading. */
const SHORT_VERSION_PARAGRAPHS = 3;

function openingParagraphs(markdown: string, count: number): string {
  const blocks = markdown.split(/\n{2,}/);
  const firstHeading = blocks.findIndex((block) => block.startsWith('#'));
  const opening = blocks.slice(0, firstHeading < 0 ? blocks.length : firstHeading);
  return opening
    .filter((block) => !block.startsWith('>'))
    .slice(0, count)
    .join('\n\n');
}

/** Every demo article: its one markdown body (the long read, else the short piece), the short version and its word count. */
export function buildDemoArticles(now: Date): ArticleRow[] {
  return DRAFTS.map((draft) => {
    const shortMd = draft.shortMd ?? openingParagraphs(draft.longMd ?? '', SHORT_VERSION_PARAGRAPHS);
    const content = draft.longMd ?? shortMd;
    return {
      title: draft.title,
      excerpt: draft.excerpt,
      content,
      category: draft.category,
      // No picture of our own: the site draws each story's artwork from its id, title and category.
      imageUrl: null,
      shortMd,
      wordCount: articleWordCount({ content }),
      // Every demo story is the site's own: an invented outlet would need an address that leads nowhere.
      canonicalUrl: null,
      author: draft.author,
      featured: draft.featured ?? false,
      publishedAt: ago(now, draft.age[0], draft.age[1]),
      source: HOUSE_SOURCE,
      sourceUrl: null,
      isAiGenerated: false,
      tags: draft.tags.join(', '),
      status: 'published',
      publishAt: null,
    };
  });
}
