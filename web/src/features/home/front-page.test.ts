import { describe, expect, it } from 'vitest';
import type { ArticleView } from '@api/shared/contracts/content';
import { arrangeFrontPage } from './front-page';

function article(id: number, category: string, extra: Partial<ArticleView> = {}): ArticleView {
  return { id, category, title: `Story ${id}`, featured: false, hasLongForm: false, ...extra } as ArticleView;
}

describe('arrangeFrontPage', () => {
  const categories = ['BREAKING', 'CULTURE', 'FEATURE', 'REVIEW'];
  const articles = Array.from({ length: 26 }, (_, index) =>
    article(index + 1, categories[index % 4], {
      featured: index === 4,
      hasLongForm: index === 20,
    }),
  );

  it('shows every story at most once: lead, 3 latest, more than 4 top stories, then rails by category', () => {
    const page = arrangeFrontPage(articles);
    expect(page.featured?.id).toBe(5);
    expect(page.latest.map((a) => a.id)).toEqual([1, 2, 3]);
    expect(page.topStories.map((a) => a.id)).toEqual([21, 4, 6, 7, 8, 9]);
    const railIds = page.rails.flatMap((rail) => rail.articles.map((a) => a.id));
    const all = [5, 1, 2, 3, ...page.topStories.map((a) => a.id), ...railIds];
    expect(new Set(all).size).toBe(all.length);
    expect(page.rails.map((rail) => rail.category)).toEqual(categories);
    for (const rail of page.rails) {
      expect(rail.articles.length).toBeLessThanOrEqual(4);
      expect(rail.articles.every((a) => a.category === rail.category)).toBe(true);
    }
  });

  it('leaves out empty rails and copes with few stories', () => {
    const page = arrangeFrontPage([article(1, 'CULTURE'), article(2, 'REVIEW', { featured: true })]);
    expect(page.latest.map((a) => a.id)).toEqual([1]);
    expect(page.topStories).toEqual([]);
    expect(page.rails).toEqual([]);
  });
});
