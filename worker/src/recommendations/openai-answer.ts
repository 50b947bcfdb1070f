import { z } from 'zod';

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

/** One item of the answer; a reason must still say something once cleaned. */
const answerItem = z.object({
  articleId: z.number().int(),
  score: z.number().min(0).max(100),
  reason: z.string().refine((reason) => cleanReason(reason) !== ''),
});

const answerShape = z.object({ recommendations: z.array(z.unknown()) });

/** The first thing wrong with an item, said about the article where it has an id. */
function itemProblem(entry: unknown, issue: z.core.$ZodIssue): string {
  const id = (entry as { articleId?: unknown } | null)?.articleId;
  const field = String(issue.path[0] ?? '');
  if (field === 'score' && typeof id === 'number') return `the score of article ${id} is not a number from 0 to 100`;
  if (field === 'reason' && typeof id === 'number') return `article ${id} has no reason`;
  return `an item has no valid ${field || 'shape'}`;
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
  const shape = answerShape.safeParse(parsed);
  if (!shape.success) throw new InvalidAnswerError('the answer has no recommendations list');

  const items: RerankedItem[] = [];
  const seen = new Set<number>();
  for (const entry of shape.data.recommendations) {
    const item = answerItem.safeParse(entry);
    if (!item.success) throw new InvalidAnswerError(itemProblem(entry, item.error.issues[0]));
    const { articleId, score, reason } = item.data;
    if (!candidateIds.has(articleId) || seen.has(articleId)) continue;
    seen.add(articleId);
    items.push({ articleId, score: Math.round(score), reason: cleanReason(reason) });
  }
  if (items.length === 0) throw new InvalidAnswerError('the answer names none of the offered articles');
  return items;
}
