import { InvalidAnswerError, MAX_REASON_LENGTH, parseRerankAnswer } from './openai-answer';

const CANDIDATES = new Set([1, 2, 3]);
const answer = (recommendations: unknown) => JSON.stringify({ recommendations });

describe('parseRerankAnswer', () => {
  it('keeps valid items in the order given, rounding scores and cleaning reasons', () => {
    const items = parseRerankAnswer(
      answer([
        { articleId: 3, score: 91.6, reason: '  Fits your love of\ntrap  ' },
        { articleId: 1, score: 70, reason: 'Fresh news' },
      ]),
      CANDIDATES,
    );
    expect(items).toEqual([
      { articleId: 3, score: 92, reason: 'Fits your love of trap' },
      { articleId: 1, score: 70, reason: 'Fresh news' },
    ]);
  });

  it('drops invented and repeated article ids but keeps the rest', () => {
    const items = parseRerankAnswer(
      answer([
        { articleId: 99, score: 99, reason: 'made up' },
        { articleId: 2, score: 80, reason: 'real' },
        { articleId: 2, score: 75, reason: 'again' },
      ]),
      CANDIDATES,
    );
    expect(items.map((item) => item.articleId)).toEqual([2]);
  });

  it.each([
    ['empty', ''],
    ['not JSON', '{"recommendations": [ {"articleId": 1,'],
    ['no list', JSON.stringify({ items: [] })],
    ['a list of strings', answer(['1', '2'])],
    ['a score over 100', answer([{ articleId: 1, score: 140, reason: 'x' }])],
    ['a missing reason', answer([{ articleId: 1, score: 50 }])],
    ['only unknown ids', answer([{ articleId: 42, score: 50, reason: 'x' }])],
  ])('rejects an answer that is %s', (_label, content) => {
    expect(() => parseRerankAnswer(content, CANDIDATES)).toThrow(InvalidAnswerError);
  });

  it('caps a long reason', () => {
    const [item] = parseRerankAnswer(answer([{ articleId: 1, score: 50, reason: 'x'.repeat(500) }]), CANDIDATES);
    expect(item.reason.length).toBe(MAX_REASON_LENGTH);
    expect(item.reason.endsWith('…')).toBe(true);
  });
});
