/**
 * The structured answer we ask the chat model for, and its validation. The
 * model's output is untrusted input: only candidate article ids are kept,
 * scores must be 0..100 and reasons become short plain text.
 */
export const RERANK_RESPONSE_FORMAT = {
  type: 'json_schema' as const,
  json_schema: {
    name: 'article_recommendations',
    strict: true,
    schema: {
      type: 'object',
      additionalProperties: false,
      required: ['recommendations'],
      properties: {
        recommendations: {
          type: 'array',
          description: 'The chosen articles, best match first.',
          items: {
            type: 'object',
            additionalProperties: false,
            required: ['articleId', 'score', 'reason'],
            properties: {
              articleId: { type: 'integer', description: 'articleId of one of the candidates' },
              score: { type: 'integer', description: 'How well the article fits this reader, 0 to 100' },
              reason: { type: 'string', description: 'One short sentence to the reader saying why' },
            },
          },
        },
      },
    },
  },
};

export const MAX_REASON_LENGTH = 200;

export interface RerankedItem {
  articleId: number;
  score: number;
  reason: string;
}

export class InvalidAnswerError extends Error {}

/** Plain, single-line text of bounded length: reasons are shown as-is on the page. */
export function cleanReason(value: string): string {
  const text = value
    .replace(/[\u0000-\u001f\u007f]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > MAX_REASON_LENGTH ? `${text.slice(0, MAX_REASON_LENGTH - 1).trimEnd()}…` : text;
}

/**
 * Parses the model's message. A malformed answer throws InvalidAnswerError;
 * an item naming an article we did not offer (or one already listed) is
 * dropped, because models sometimes invent ids, and the rest is still useful.
 */
export function parseRerankAnswer(
  content: string | null | undefined,
  candidateIds: ReadonlySet<number>,
): RerankedItem[] {
  if (!content || !content.trim()) throw new InvalidAnswerError('the answer was empty');
  let parsed: unknown;
  try {
    parsed = JSON.parse(content);
  } catch {
    throw new InvalidAnswerError('the answer was not valid JSON');
  }
  const list = (parsed as { recommendations?: unknown } | null)?.recommendations;
  if (!parsed || typeof parsed !== 'object' || !Array.isArray(list)) {
    throw new InvalidAnswerError('the answer has no recommendations list');
  }

  const items: RerankedItem[] = [];
  const seen = new Set<number>();
  for (const entry of list) {
    const { articleId, score, reason } = (entry ?? {}) as Record<string, unknown>;
    if (typeof articleId !== 'number' || !Number.isInteger(articleId)) {
      throw new InvalidAnswerError('an item has no whole-number articleId');
    }
    if (typeof score !== 'number' || !Number.isFinite(score) || score < 0 || score > 100) {
      throw new InvalidAnswerError(`the score of article ${articleId} is not a number from 0 to 100`);
    }
    if (typeof reason !== 'string' || !cleanReason(reason)) {
      throw new InvalidAnswerError(`article ${articleId} has no reason`);
    }
    if (!candidateIds.has(articleId) || seen.has(articleId)) continue;
    seen.add(articleId);
    items.push({ articleId, score: Math.round(score), reason: cleanReason(reason) });
  }
  if (items.length === 0) throw new InvalidAnswerError('the answer names none of the offered articles');
  return items;
}
