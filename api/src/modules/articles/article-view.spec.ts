import type { ArticleCardRow, ArticleDetailRow } from './article-view';
import { toArticleCard, toArticleDetail, toStoredCard } from './article-view';

const row: ArticleCardRow = {
  id: 7,
  title: 'Boom bap',
  excerpt: 'The stored excerpt.',
  shortMd: '## Heading\n\nThe **producers** are back. ' + 'word '.repeat(60),
  category: 'CULTURE',
  imageUrl: null,
  wordCount: 640,
  hasLongForm: true,
  canonicalUrl: null,
  author: 'Staff',
  featured: false,
  publishedAt: '2026-11-24T10:00:00.000Z',
  source: null,
  sourceUrl: null,
  isAiGenerated: false,
  tags: 'boom bap',
  createdAt: '2026-11-24T10:00:00.000Z',
  updatedAt: '2026-11-24T10:00:00.000Z',
  status: 'published',
  publishAt: null,
  storyId: 7,
  storySize: 1,
};

/** The card row as a detail row: a body, no page extras, no stored card texts unless a test gives them. */
const detailRow = (details: Partial<ArticleDetailRow>): ArticleDetailRow => ({
  ...row,
  content: '',
  slug: null,
  imageAlt: null,
  seoTitle: null,
  seoDescription: null,
  revision: 1,
  listExcerpt: null,
  homeExcerpt: null,
  alsoCoveredBy: [],
  ...details,
});

describe('article views', () => {
  it('gives a card its texts cut by the shared rules and no short markdown', () => {
    const card = toArticleCard(row);
    expect(card).not.toHaveProperty('shortMd');
    expect(card).not.toHaveProperty('content');
    expect(card.listExcerpt.startsWith('The producers are back.')).toBe(true);
    expect(card.listExcerpt.endsWith('...')).toBe(true);
    expect(card.listExcerpt.length).toBeLessThanOrEqual(153);
    expect(card.homeExcerpt.length).toBeLessThanOrEqual(123);
    expect(card.homeExcerpt.length).toBeLessThan(card.listExcerpt.length);
    expect(card).toEqual(expect.objectContaining({ id: 7, hasLongForm: true, wordCount: 640 }));
  });

  it('falls back to the stored excerpt when there is no short markdown', () => {
    const card = toArticleCard({ ...row, shortMd: null });
    expect(card.listExcerpt).toBe('The stored excerpt.');
    expect(card.homeExcerpt).toBe('The stored excerpt.');
  });

  it('keeps the one body in the detail, as content and as longMd, with the card texts', () => {
    const detail = toArticleDetail(detailRow({ content: '# Long\n\nBody' }));
    expect(detail).toEqual(
      expect.objectContaining({ content: '# Long\n\nBody', longMd: '# Long\n\nBody', shortMd: row.shortMd }),
    );
    expect(detail.listExcerpt).toBe(toArticleCard(row).listExcerpt);
  });

  it('sends the stored card texts of a detail as stored', () => {
    const detail = toArticleDetail(
      detailRow({ content: 'Body', listExcerpt: 'Stored list text', homeExcerpt: 'Stored home text' }),
    );
    expect(detail.listExcerpt).toBe('Stored list text');
    expect(detail.homeExcerpt).toBe('Stored home text');
  });

  describe('a card as Postgres built it', () => {
    const { shortMd, ...view } = row;
    it('keeps its stored texts and sends no markdown', () => {
      const card = toStoredCard({
        ...view,
        listExcerpt: 'Stored list',
        homeExcerpt: 'Stored home',
        uncutShortMd: null,
      });
      expect(card.listExcerpt).toBe('Stored list');
      expect(card.homeExcerpt).toBe('Stored home');
      expect(card).not.toHaveProperty('uncutShortMd');
    });

    it('cuts its texts by the shared rules when they were never stored', () => {
      const card = toStoredCard({ ...view, listExcerpt: null, homeExcerpt: null, uncutShortMd: shortMd });
      expect(card).toEqual(toArticleCard(row));
      expect(card).not.toHaveProperty('uncutShortMd');
    });
  });
});
