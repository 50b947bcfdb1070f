import type { EntityManager } from 'typeorm';
import { Article } from '../../modules/articles/article.entity';
import type { ArticleCategory } from '../../shared/domain/categories';
import { articleWordCount } from '../../shared/domain/word-count';
import { cardExcerpts } from '../../shared/domain/excerpts';
import type { ArticleRow } from './articles';
import { ago } from './demo-time';

/**
 * Other outlets' reports of three demo stories, so a fresh site shows one
 * story told by several sources. The outlets are invented like everything else
 * in the demo; their copies link to their page here (no source address), since
 * an invented outlet's address would lead nowhere.
 */
interface OutletCopy {
  /** The demo article (by its title) whose story this copy reports. */
  storyOf: string;
  source: string;
  title: string;
  excerpt: string;
  body: string;
  category: ArticleCategory;
  author: string;
  tags: string[];
  age: [number, number];
}

const KILO_TITLE = 'Kilo Marisol Signs Distribution Deal That Lets Her Keep Her Masters';
const FEST_TITLE = 'Cypher Fest Adds Second Stage as Winter Lineup Is Revealed';
const OSSIE_TITLE = "Saint Ossie Announces Surprise Mixtape 'Peckham Weather', Out Tomorrow";

const COPIES: OutletCopy[] = [
  {
    storyOf: KILO_TITLE,
    source: 'Third Coast Wire',
    title: 'Kilo Marisol Turns Down Four Labels, Keeps Her Masters in Distribution Deal',
    excerpt: 'The Houston rapper signed with Gulf Coast Sound Works and owns every recording she makes under the deal.',
    body: `Kilo Marisol has chosen a distribution-only deal with Gulf Coast Sound Works over four record label offers, and she keeps ownership of her masters and publishing.

The Houston rapper confirmed the signing on Tuesday. The distributor will deliver her music to streaming services and press her vinyl for a share of revenue; there is no advance.

Her single Agua Bendita is the first release under the agreement, with an album due in the spring. Local promoters say the deal has already changed how younger Houston artists talk about their own offers.`,
    category: 'BREAKING',
    author: 'Dario Vance',
    tags: ['Kilo Marisol', 'Business', 'Houston'],
    age: [0, 2],
  },
  {
    storyOf: KILO_TITLE,
    source: 'Mixtape Ledger',
    title: 'Kilo Marisol Owns Her Masters: Inside Her Gulf Coast Sound Works Deal',
    excerpt: 'No advance, no 360 clause: why Kilo Marisol picked a distributor over the labels chasing her.',
    body: `Kilo Marisol is keeping her masters. The Houston artist signed a distribution agreement with Gulf Coast Sound Works after turning down four labels, according to people close to the deal.

The distributor takes under twenty percent of revenue and either side can walk away after three years. Agua Bendita, out now, is the first single under the deal.

Marisol's manager said the team compared every offer line by line before deciding. "The advance looked big until you read what it bought," he said. The album is planned for next spring, with a Texas tour to follow.`,
    category: 'BREAKING',
    author: 'Priya Okafor',
    tags: ['Kilo Marisol', 'Independent Artists'],
    age: [0, 1],
  },
  {
    storyOf: FEST_TITLE,
    source: 'Brooklyn Beat Report',
    title: 'Yara Solstice, Saint Ossie and Mirror Theory to Headline Winter Cypher Fest',
    excerpt: 'The festival returns to Pier 9 Warehouse with a new Next Up stage for emerging acts.',
    body: `Cypher Fest has revealed its winter lineup: Yara Solstice, Saint Ossie and Mirror Theory headline the main stage at Pier 9 Warehouse in Brooklyn.

For the first time the festival adds a second stage, Next Up, for artists with fewer than two projects out. Eight acts were picked from more than six hundred submissions after last year's edition sold out in under a day.

Felix Bando, Jetta Moon and Pilot Kaya play the main stage earlier in the day. Tickets go on sale Friday morning, and organisers say a share of every ticket funds the borough's youth studio programme.`,
    category: 'BREAKING',
    author: 'Marcus Idowu',
    tags: ['Cypher Fest', 'Festivals', 'Brooklyn'],
    age: [2, 3],
  },
  {
    storyOf: OSSIE_TITLE,
    source: 'Grime & Drill Daily',
    title: "Saint Ossie Drops Surprise 'Peckham Weather' Mixtape Announcement",
    excerpt: 'Fourteen tracks, no singles, one rainy trailer: the South London rapper returns tomorrow.',
    body: `Saint Ossie surprised fans with a 40-second trailer announcing Peckham Weather, a 14-track mixtape out tomorrow.

The South London drill rapper has released no singles from the tape and named no features. It follows his breakout independent single Rye Lane Requiem, which passed a million plays last year without a label behind it.

Fans have already spotted a South London brass band in the trailer's credits. Saint Ossie said the tape was written in the quiet hour before it rains, and that it is meant to be heard in one sitting, front to back.`,
    category: 'BREAKING',
    author: 'Kemi Strachan',
    tags: ['Saint Ossie', 'UK Drill', 'London'],
    age: [5, 0],
  },
  {
    storyOf: OSSIE_TITLE,
    source: 'Third Coast Wire',
    title: "Saint Ossie's 'Peckham Weather' Tape Arrives Tomorrow With No Warning",
    excerpt: 'The drill storyteller announced the mixtape with a black-and-white trailer shot on Rye Lane.',
    body: `Saint Ossie will release his mixtape Peckham Weather tomorrow, he announced in a short black-and-white trailer filmed at a Rye Lane bus stop.

The tape has 14 tracks. He said it was written "in the hour before it rains," and that no singles would come first because he wanted it heard whole.

It is his first full-length project since Rye Lane Requiem. The trailer, just forty seconds long, shows rain on a bus shelter with strings building underneath, and ends on a credit for a brass band from the same postcode.`,
    category: 'BREAKING',
    author: 'Dario Vance',
    tags: ['Saint Ossie', 'New Music'],
    age: [4, 22],
  },
];

/** The outlet copies as rows, with the title of the demo article each one's story is. */
export function buildStoryCoverage(now: Date): { row: ArticleRow; storyOf: string }[] {
  return COPIES.map((copy) => ({
    storyOf: copy.storyOf,
    row: {
      title: copy.title,
      excerpt: copy.excerpt,
      content: copy.body,
      category: copy.category,
      imageUrl: null,
      shortMd: copy.body,
      wordCount: articleWordCount({ content: copy.body }),
      canonicalUrl: null,
      author: copy.author,
      featured: false,
      publishedAt: ago(now, copy.age[0], copy.age[1]),
      source: copy.source,
      sourceUrl: null,
      isAiGenerated: false,
      tags: copy.tags.join(', '),
      status: 'published',
      publishAt: null,
    },
  }));
}

/**
 * Inserts the copies and puts each one in its demo article's story. Each insert
 * starts a story of one (the trigger), emptied here by the move, so it is dropped.
 */
export async function insertStoryCoverage(manager: EntityManager, now: Date): Promise<number> {
  const coverage = buildStoryCoverage(now);
  const inserted = await manager.insert(
    Article,
    coverage.map((copy) => ({ ...copy.row, ...cardExcerpts(copy.row) })),
  );
  for (const [index, copy] of coverage.entries()) {
    await manager.query(
      `UPDATE articles SET story_id = (SELECT story_id FROM articles WHERE title = $1 AND canonical_url IS NULL LIMIT 1)
        WHERE id = $2`,
      [copy.storyOf, Number(inserted.identifiers[index].id)],
    );
  }
  await manager.query(`DELETE FROM stories WHERE NOT EXISTS (SELECT 1 FROM articles WHERE story_id = stories.id)`);
  return coverage.length;
}
