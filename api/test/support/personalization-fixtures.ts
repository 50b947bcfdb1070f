import type { DataSource } from 'typeorm';

let sessionCounter = 0;

/** A session id the way the site makes them: session-{timestamp}-{random}. */
export function newSessionId(): string {
  sessionCounter += 1;
  return `session-${Date.now()}-${Math.random().toString(36).slice(2, 8)}${sessionCounter}`;
}

export interface FixtureArticle {
  key: string;
  title: string;
  category: 'BREAKING' | 'CULTURE' | 'FEATURE' | 'REVIEW';
  wordCount: number;
  daysAgo: number;
  tags?: string;
  content?: string;
}

/** A fixed set, each article answering one kind of preference. */
export const FIXTURE_ARTICLES: FixtureArticle[] = [
  {
    key: 'trap',
    title: 'Atlanta trap producers push the 808 further',
    category: 'CULTURE',
    wordCount: 800,
    daysAgo: 2,
    tags: 'trap, atlanta',
  },
  { key: 'review', title: 'Album review: a patient comeback record', category: 'REVIEW', wordCount: 1200, daysAgo: 4 },
  { key: 'kendrick', title: 'Kendrick Lamar announces stadium tour', category: 'BREAKING', wordCount: 300, daysAgo: 0 },
  {
    key: 'boombap',
    title: 'Boom bap is back: a golden age revival',
    category: 'CULTURE',
    wordCount: 2600,
    daysAgo: 10,
    tags: 'old school',
  },
  {
    key: 'fashion',
    title: 'Streetwear and the sneaker economy',
    category: 'CULTURE',
    wordCount: 500,
    daysAgo: 6,
    tags: 'fashion',
  },
  { key: 'week', title: 'The week in hip hop', category: 'BREAKING', wordCount: 400, daysAgo: 1 },
  {
    key: 'underground',
    title: 'Five underground MCs to know',
    category: 'FEATURE',
    wordCount: 900,
    daysAgo: 20,
    tags: 'underground',
  },
  {
    key: 'lawsuit',
    title: 'How a sample became a lawsuit',
    category: 'CULTURE',
    wordCount: 1500,
    daysAgo: 30,
    content: 'The label and the industry lawyers disagree.',
  },
  { key: 'mixtape', title: 'Review: the mixtape nobody expected', category: 'REVIEW', wordCount: 700, daysAgo: 12 },
  {
    key: 'festival',
    title: 'A night at the festival',
    category: 'CULTURE',
    wordCount: 650,
    daysAgo: 5,
    content: 'A live performance in the rain.',
  },
  {
    key: 'producer',
    title: 'The beatmaker behind this summer',
    category: 'FEATURE',
    wordCount: 1000,
    daysAgo: 3,
    tags: 'producer',
  },
  { key: 'rnb', title: 'Crossover hits of the year', category: 'CULTURE', wordCount: 900, daysAgo: 8, tags: 'r&b' },
];

/** Inserts the fixture articles; returns their ids by key. */
export async function insertFixtureArticles(dataSource: DataSource): Promise<Record<string, number>> {
  const ids: Record<string, number> = {};
  for (const article of FIXTURE_ARTICLES) {
    const [row] = await dataSource.query(
      `INSERT INTO articles (title, excerpt, content, category, word_count, tags, published_at)
       VALUES ($1, $2, $3, $4, $5, $6, now() - make_interval(days => $7)) RETURNING id`,
      [
        article.title,
        `${article.title}.`,
        article.content ?? 'Body text.',
        article.category,
        article.wordCount,
        article.tags ?? null,
        article.daysAgo,
      ],
    );
    ids[article.key] = row.id;
  }
  return ids;
}

/** A user_interactions row as the signals worker writes it. */
export async function insertInteraction(dataSource: DataSource, sessionId: string, articleId: number, type = 'view') {
  await dataSource.query(
    `INSERT INTO user_interactions (event_id, session_id, article_id, interaction_type) VALUES (gen_random_uuid(), $1, $2, $3)`,
    [sessionId, articleId, type],
  );
}
