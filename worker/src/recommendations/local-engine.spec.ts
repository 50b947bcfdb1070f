import {
  DEFAULT_PREFERENCES,
  PREFERENCE_CATEGORIES,
  PREFERENCE_CONTENT_TYPES,
  PREFERENCE_TOPICS,
  Preferences,
} from '@api/shared/contracts/personalization';
import type { CandidateArticle, EngineInput } from './engine-types';
import { rankArticles } from './local-engine';

const NOW = new Date('2026-11-20T12:00:00Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000);

function article(partial: Partial<CandidateArticle> & Pick<CandidateArticle, 'id' | 'title'>): CandidateArticle {
  return {
    excerpt: '',
    text: '',
    tags: [],
    category: 'CULTURE',
    wordCount: 600,
    hasLongForm: false,
    publishedAt: daysAgo(3),
    ...partial,
  };
}

/** A fixed set: each article is built to answer one kind of preference. */
const ARTICLES: CandidateArticle[] = [
  article({
    id: 1,
    title: 'Atlanta trap producers push the 808 further',
    tags: ['trap', 'atlanta'],
    wordCount: 800,
    publishedAt: daysAgo(2),
  }),
  article({
    id: 2,
    title: 'Album review: a patient, jazzy comeback record',
    category: 'REVIEW',
    wordCount: 1200,
    publishedAt: daysAgo(4),
  }),
  article({
    id: 3,
    title: 'Kendrick Lamar announces stadium dates',
    category: 'BREAKING',
    wordCount: 300,
    publishedAt: daysAgo(0),
  }),
  article({
    id: 4,
    title: 'Boom bap is back: a golden age revival',
    tags: ['old school'],
    wordCount: 2600,
    publishedAt: daysAgo(10),
  }),
  article({
    id: 5,
    title: 'Streetwear labels and the sneaker economy',
    tags: ['fashion'],
    wordCount: 500,
    publishedAt: daysAgo(6),
  }),
  article({ id: 6, title: 'The week in hip hop', category: 'BREAKING', wordCount: 400, publishedAt: daysAgo(1) }),
  article({
    id: 7,
    title: 'Five underground MCs to know',
    category: 'FEATURE',
    tags: ['underground'],
    wordCount: 900,
    publishedAt: daysAgo(20),
  }),
  article({
    id: 8,
    title: 'How a sample became a lawsuit',
    text: 'The label and the industry lawyers disagree.',
    wordCount: 1500,
    publishedAt: daysAgo(30),
  }),
  article({
    id: 9,
    title: 'Review: the mixtape nobody expected',
    category: 'REVIEW',
    wordCount: 700,
    publishedAt: daysAgo(12),
  }),
  article({
    id: 10,
    title: 'A night at the festival',
    text: 'A live performance under the rain.',
    wordCount: 650,
    publishedAt: daysAgo(5),
  }),
];

function input(overrides: Partial<EngineInput> = {}): EngineInput {
  return {
    preferences: null,
    articles: ARTICLES,
    readArticleIds: [],
    trendingCounts: new Map(),
    now: NOW,
    limit: 8,
    ...overrides,
  };
}

const prefs = (partial: Partial<Preferences>): Preferences => ({ ...DEFAULT_PREFERENCES, ...partial });
const ids = (list: { articleId: number }[]) => list.map((item) => item.articleId);

describe('local recommendation engine', () => {
  it('gives a reader we know nothing about a cold start: featured, newest, most read, a long read, then every section', () => {
    const trendingCounts = new Map([
      [7, 12],
      [2, 3],
    ]);
    const articles = ARTICLES.map((a) => (a.id === 5 ? { ...a, featured: true } : a));
    const ranked = rankArticles(input({ articles, trendingCounts }));
    expect(ranked).toHaveLength(8);
    expect(ranked.slice(0, 4).map((item) => [item.articleId, item.reason])).toEqual([
      [5, "Our editors' featured story right now"],
      [3, 'Our newest story: published today'],
      [7, 'Most read this week: 12 reads'],
      [2, 'A long read (6 min) for when you have time'],
    ]);
    // Then the newest of each section in turn, so the list shows the range of the site.
    const categories = ranked.slice(4).map((item) => articles.find((a) => a.id === item.articleId)!.category);
    // Feature has nothing left (its one story is the most read), so the round covers the other three first.
    expect(new Set(categories.slice(0, 3)).size).toBe(3);
    for (const item of ranked.slice(4))
      expect(item.reason).toMatch(/^Newest in (Culture|Breaking News|Feature|Review)$/);
    // Honest scores: a fair pick, never a green 'match' for a reader nothing was matched against.
    for (const item of ranked) {
      expect(item.score).toBeGreaterThanOrEqual(55);
      expect(item.score).toBeLessThan(80);
      expect(item.preferenceMatch).toBe(0);
    }
    expect(ids(ranked)).toEqual([...new Set(ids(ranked))]);
    expect(ranked[2].trendingScore).toBe(100);
  });

  it('leaves out of the cold start what it cannot honestly claim', () => {
    // Nothing featured, nobody read anything this week: no such reasons appear.
    const ranked = rankArticles(input());
    expect(ranked[0]).toMatchObject({ articleId: 3, reason: 'Our newest story: published today' });
    expect(ranked.map((item) => item.reason).join(' ')).not.toMatch(/featured|Most read/);
  });

  it('never returns nothing when articles exist', () => {
    expect(rankArticles(input({ articles: [ARTICLES[7]] }))).toHaveLength(1);
    expect(rankArticles(input({ articles: [] }))).toEqual([]);
  });

  it('puts the articles matching a topic first, and a different choice changes the order', () => {
    const trap = rankArticles(input({ preferences: prefs({ topics: ['Trap Music'] }) }));
    expect(trap[0].articleId).toBe(1);
    expect(trap[0].reason).toBe('Matches your interest in Trap Music · 4 min read fits your 5-minute reading time');

    const reviews = rankArticles(input({ preferences: prefs({ categories: ['Album Reviews'] }) }));
    expect(ids(reviews).slice(0, 2).sort()).toEqual([2, 9]);
    expect(reviews[0].reason).toContain('Matches your interest in Album Reviews');
    expect(ids(reviews).indexOf(1)).toBeGreaterThan(1);
  });

  it('maps News & Updates onto breaking news and names a followed artist', () => {
    const news = rankArticles(input({ preferences: prefs({ categories: ['News & Updates'] }) }));
    expect(ids(news).slice(0, 2).sort()).toEqual([3, 6]);

    const artist = rankArticles(input({ preferences: prefs({ artists: ['kendrick lamar'] }) }));
    expect(artist[0].articleId).toBe(3);
    expect(artist[0].reason).toContain('Features kendrick lamar');
    expect(artist[0].preferenceMatch).toBe(100);
  });

  it('prefers articles that fit the reading time', () => {
    const quick = rankArticles(input({ preferences: prefs({ categories: ['Album Reviews'], readingTime: 4 }) }));
    // Both reviews match; the 4-minute one fits a 4-minute reader, the 6-minute one does not.
    expect(quick[0].articleId).toBe(9);
    expect(quick[0].reason).toContain('4 min read fits your 4-minute reading time');

    const long = rankArticles(input({ preferences: prefs({ categories: ['Album Reviews'], readingTime: 10 }) }));
    expect(long[0].articleId).toBe(2);
  });

  it('leaves out the articles the session already read, and learns from them', () => {
    const before = ids(rankArticles(input()));
    expect(before.indexOf(6)).toBeLessThan(before.indexOf(10));

    const ranked = rankArticles(input({ readArticleIds: [1, 5] }));
    expect(ids(ranked)).not.toContain(1);
    expect(ids(ranked)).not.toContain(5);
    expect(ranked).toHaveLength(8);
    // Both reads were CULTURE stories: the culture festival piece now beats fresher breaking news.
    expect(ids(ranked).indexOf(10)).toBeLessThan(ids(ranked).indexOf(6));
    const festival = ranked.find((item) => item.articleId === 10)!;
    expect(festival.reason).toContain("Similar to the Culture stories you've read");
  });

  it('still recommends something when every article has been read', () => {
    const ranked = rankArticles(input({ readArticleIds: ARTICLES.map((a) => a.id) }));
    expect(ranked).toHaveLength(8);
  });

  it('keeps every score and sub-score within 0..100 whatever the preferences', () => {
    const trendingCounts = new Map(ARTICLES.map((a) => [a.id, a.id * 7]));
    const variants: Preferences[] = [
      prefs({}),
      prefs({
        categories: [...PREFERENCE_CATEGORIES],
        topics: [...PREFERENCE_TOPICS],
        contentTypes: [...PREFERENCE_CONTENT_TYPES],
      }),
      prefs({ artists: ['Kendrick Lamar', 'Nobody Here'], readingTime: 1 }),
      prefs({ topics: ['Old School Hip-Hop'], readingTime: 15 }),
    ];
    for (const preferences of variants) {
      for (const readArticleIds of [[], [1, 2, 3]]) {
        for (const item of rankArticles(input({ preferences, trendingCounts, readArticleIds, limit: 20 }))) {
          for (const value of [item.score, item.preferenceMatch, item.trendingScore]) {
            expect(Number.isInteger(value)).toBe(true);
            expect(value).toBeGreaterThanOrEqual(0);
            expect(value).toBeLessThanOrEqual(100);
          }
          expect(item.reason.length).toBeGreaterThan(0);
        }
      }
    }
  });

  it('ranks best first and is deterministic', () => {
    const preferences = prefs({ topics: ['Live Performances', 'Underground Artists'], contentTypes: ['Quick Reads'] });
    const first = rankArticles(input({ preferences }));
    const second = rankArticles(input({ preferences, articles: [...ARTICLES].reverse() }));
    expect(second).toEqual(first);
    const scores = first.map((item) => item.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it('gives a well-matched article a high score and an unrelated one a low score', () => {
    const ranked = rankArticles(input({ preferences: prefs({ topics: ['Trap Music'] }), limit: 10 }));
    const trap = ranked.find((item) => item.articleId === 1)!;
    const lawsuit = ranked.find((item) => item.articleId === 8)!;
    expect(trap.score).toBeGreaterThanOrEqual(80);
    expect(lawsuit.score).toBeLessThan(60);
    expect(lawsuit.reason).not.toContain('Trap Music');
  });
});
