import type { RankedArticle } from './engine-types';
import { aiRows, localRows } from './recommendation-rows';

const ranked = (articleId: number, score: number): RankedArticle => ({
  articleId,
  score,
  reason: `local ${articleId}`,
  preferenceMatch: 10,
  trendingScore: 20,
  readMinutes: 3,
  signals: [],
});
const CANDIDATES = [ranked(1, 90), ranked(2, 80), ranked(3, 70), ranked(4, 60)];

describe('recommendation rows', () => {
  it('writes the local ranking as local-v1 rows, naming a fallback when there was one', () => {
    const rows = localRows(CANDIDATES, 2, 'openai-timeout');
    expect(rows.map((row) => row.articleId)).toEqual([1, 2]);
    expect(rows[0]).toMatchObject({
      aiModel: 'local-v1',
      metadata: { preferenceMatch: 10, trendingScore: 20, fallback: 'openai-timeout' },
    });
    expect(localRows(CANDIDATES, 1)[0].metadata).not.toHaveProperty('fallback');
  });

  it("follows the model's ranking and fills up from the local one below it", () => {
    const rows = aiRows(
      CANDIDATES,
      [
        { articleId: 4, score: 88, reason: 'ai 4' },
        { articleId: 3, score: 95, reason: 'ai 3' },
      ],
      'gpt-4o-mini',
      3,
    );
    expect(rows.map((row) => [row.articleId, row.score, row.aiModel])).toEqual([
      [3, 95, 'gpt-4o-mini'],
      [4, 88, 'gpt-4o-mini'],
      [1, 88, 'local-v1'],
    ]);
    expect(rows[0].metadata).toMatchObject({ localScore: 70 });
    expect(rows[2].metadata).toMatchObject({ localScore: 90, filledAfter: 'openai' });
  });
});
